import { Badge } from '@/components/ui/badge';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { CardButton, joinParts, type OpenCard } from '@/components/card-parts';
import { publishedLabel } from '@/components/details/detail-parts';
import { impactColour } from '@/domain/impact';
import type { NewsItem } from '@/domain/types';
import { useT } from '@/state/translator';
import { IMPACT_LABEL } from '@/words/labels';
import '@/i18n/english-later';
import { newsFeed } from './feed';

const IMPACT_TONE = { red: 'red', orange: 'orange', blue: 'blue' } as const;

/** A story's card: its title, source and age, category and impact, and its first lines. */
export function NewsCard({ item, onOpen }: { item: NewsItem; onOpen: OpenCard }) {
  const { t } = useT();
  return (
    <CardButton
      title={item.title}
      meta={joinParts([
        item.source && <span lang="en">{item.source}</span>,
        publishedLabel(t, item.publishedAt),
      ])}
      onClick={(opener) => onOpen({ kind: 'news', item }, opener)}
    >
      <span className="flex flex-wrap gap-1.5">
        <Badge tone="purple" lang="en">
          {item.category}
        </Badge>
        {item.impact === 'unknown' ? null : (
          <Badge tone={IMPACT_TONE[impactColour(item.impact)]}>{IMPACT_LABEL[item.impact]}</Badge>
        )}
      </span>
      {item.description ? (
        <span lang="en" className="line-clamp-2 text-sm text-slate-700">
          {item.description}
        </span>
      ) : null}
      <FeedFreshnessOf feed={newsFeed} className="mt-auto pt-1" />
    </CardButton>
  );
}
