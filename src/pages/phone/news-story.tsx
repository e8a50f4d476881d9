import ExternalLinkIcon from 'lucide-react/icons/external-link';
import TriangleAlertIcon from 'lucide-react/icons/triangle-exclamation-point';
import { serverNow } from '@/api/server-clock';
import { timestampOf } from '@/domain/freshness';
import { formatAge, formatDate, formatTime } from '@/words/freshness';
import { impactColour } from '@/domain/impact';
import { IMPACT_LABEL } from '@/words/labels';
import { safeExternalUrl } from '@/domain/safe-url';
import type { NewsItem } from '@/domain/types';
import { useTimeDerived } from '@/hooks/use-now';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';

const CATEGORY_TONES = {
  red: 'bg-red-300 text-red-950',
  orange: 'bg-orange-300 text-orange-950',
  blue: 'bg-sky-300 text-sky-950',
} as const;

/** The story's category, toned by impact (the text carries the meaning, the colour only helps). */
export function CategoryBadge({ item, className }: { item: NewsItem; className?: string }) {
  return (
    <span
      lang="en"
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        CATEGORY_TONES[impactColour(item.impact)],
        className,
      )}
    >
      {item.category}
    </span>
  );
}

/** "High impact" / "Medium impact" in words, so the badge colours are never the only clue. */
export function ImpactLabel({ impact }: { impact: NewsItem['impact'] }) {
  if (impact === 'low' || impact === 'unknown') return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-semibold',
        impact === 'high' ? 'text-red-300' : 'text-orange-200',
      )}
    >
      <TriangleAlertIcon aria-hidden="true" className="size-3.5" />
      {IMPACT_LABEL[impact]}
    </span>
  );
}

/** A story dated further ahead of the server's clock than this has no age to tell (ms). */
const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * "6 min ago" in a <time>, with the full date and time as its tooltip; nothing without a date. A
 * story dated ahead of now shows that date and time, never "just now". Ages are counted on the
 * server's clock, as the feed's dates are.
 */
export function StoryTime({ iso }: { iso: string }) {
  const { t } = useT();
  const at = timestampOf(iso);
  const age = useTimeDerived(30_000, (now) => {
    const ms = serverNow(now) - at;
    return ms < -FUTURE_SLACK_MS ? '' : formatAge(Math.max(0, ms));
  });
  if (!at) return null;
  const dated = t('phone.news.publishedAt', { date: formatDate(iso), time: formatTime(iso) });
  return (
    <time dateTime={iso} title={dated}>
      {age || dated}
    </time>
  );
}

/**
 * "Read Full Story" in a new tab, only for a real http(s) url: the news parser already cleaned it,
 * and it is checked again here as the desktop's link does, so no other caller can pass a script url.
 */
export function ReadFullStory({ url, className }: { url: string | null; className?: string }) {
  const { t } = useT();
  const href = safeExternalUrl(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-sky-300 underline-offset-4 hover:text-sky-200 hover:underline',
        className,
      )}
    >
      {t('phone.news.readFullStory')}
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
    </a>
  );
}

/** A story's first line: its category, impact and age. */
export function StoryMeta({ item, className }: { item: NewsItem; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <CategoryBadge item={item} />
      <ImpactLabel impact={item.impact} />
      <span className="ml-auto text-sm whitespace-nowrap text-slate-300">
        <StoryTime iso={item.publishedAt} />
      </span>
    </div>
  );
}

/** A story's last line: "Read Full Story" (when it has a real link) and its source. */
export function StoryFooter({ item }: { item: NewsItem }) {
  return (
    <div className="flex min-h-11 flex-wrap items-center justify-between gap-x-3">
      {item.url ? <ReadFullStory url={item.url} className="-ml-1" /> : <span />}
      {item.source ? (
        <span lang="en" className="text-sm text-slate-300">
          {item.source}
        </span>
      ) : null}
    </div>
  );
}
