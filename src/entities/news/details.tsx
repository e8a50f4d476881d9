import { useLatestItem } from '@/api/feeds/latest';
import { newsFeed } from './feed';
import { publishedLabel } from '@/components/details/detail-parts';
import { NewsLink } from '@/components/details/news-link';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { Badge } from '@/components/ui/badge';
import { impactColour } from '@/domain/impact';
import { IMPACT_LABEL } from '@/words/labels';
import type { NewsItem } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import type { DetailBody } from '@/components/map/detail-body';

const IMPACT_TONE = { red: 'red', orange: 'orange', blue: 'blue' } as const;

/** A story's details: its category and impact, source and time, description, tags and link. */
function NewsDetails({ item: opened }: { item: NewsItem }) {
  const { t } = useT();
  const item = useLatestItem(newsFeed, opened);
  const published = publishedLabel(t, item.publishedAt);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Badge tone="purple" lang="en">
          {item.category}
        </Badge>
        {item.impact === 'unknown' ? null : (
          <Badge tone={IMPACT_TONE[impactColour(item.impact)]}>{IMPACT_LABEL[item.impact]}</Badge>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {/* The source's name is the feed's English, as sent. */}
        {item.source ? <span lang="en">{item.source}</span> : null}
        {item.source && published ? ' · ' : null}
        {published}
        {item.source || published ? null : t('cameras.details.sourceNotGiven')}
      </p>
      {item.description ? (
        <p lang="en" className="text-base text-slate-800">
          {item.description}
        </p>
      ) : null}
      {item.tags.length ? (
        <ul aria-label={t('cameras.details.tags')} className="flex flex-wrap gap-1.5">
          {item.tags.map((tag) => (
            <li key={tag}>
              <Badge lang="en">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <NewsLink url={item.url} />
      <div>
        <FeedFreshnessOf feed={newsFeed} />
      </div>
    </div>
  );
}

export const details: DetailBody<'news'> = { kind: 'news', Body: NewsDetails };
