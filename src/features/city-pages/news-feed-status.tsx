import AlertTriangleIcon from 'lucide-react/icons/triangle-exclamation-point';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import { Button } from '@/components/ui/button';
import { FEED_MESSAGES } from '@/words/labels';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** What a city page's news list needs to know of the news feed. */
export interface NewsFeedState {
  pending: boolean;
  /** The feed has answered at least once. */
  hasData: boolean;
  /** The last fetch failed (data, if any, is the last good one). */
  failed: boolean;
  retry: () => void;
}

/** Loading and first-load failure of the news feed; null once there is data to show. */
export function NewsFeedStatus({ feed }: { feed: NewsFeedState }) {
  const { t } = useT();
  if (feed.pending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        {FEED_MESSAGES.news.loading}
      </p>
    );
  }
  if (feed.failed && !feed.hasData) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        <AlertTriangleIcon aria-hidden="true" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1">{t('city.news.failed')}</p>
        <Button size="md" onClick={feed.retry}>
          {t('city.tryAgain')}
        </Button>
      </div>
    );
  }
  return null;
}
