import { useId } from 'react';
import { FeedFreshness } from '@/components/feed-freshness';
import { Badge } from '@/components/ui/badge';
import { REFRESH_MS } from '@/domain/constants';
import { newsDateLabel } from '@/domain/display-text';
import type { NewsItem } from '@/domain/types';
import { NewsFeedStatus } from './news-feed-status';
import type { FeedState } from './use-local-news-data';

interface RecentNewsListProps {
  /** Already local, filtered, newest first and capped. */
  items: NewsItem[];
  feed: FeedState;
}

/** The domain page's "Recent Local News": title, description, category and date per story. */
export function RecentNewsList({ items, feed }: RecentNewsListProps) {
  const { hasData } = feed;
  const idPrefix = useId();
  return (
    <section
      aria-labelledby="recent-news-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-news-title" className="text-lg font-semibold text-slate-900">
          Recent Local News
        </h2>
        {hasData ? (
          <FeedFreshness
            updatedAt={feed.updatedAt}
            intervalMs={REFRESH_MS.news}
            failed={feed.isError}
          />
        ) : null}
      </div>
      <NewsFeedStatus feed={feed} />
      {hasData && items.length === 0 ? (
        <p className="py-6 text-sm text-slate-600">
          No local news available for the selected filters.
        </p>
      ) : null}
      {hasData && items.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item, index) => (
            <li key={item.id}>
              <article aria-labelledby={`${idPrefix}-${index}`} className="py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="blue">{item.category}</Badge>
                  {newsDateLabel(item.publishedAt) ? (
                    <time dateTime={item.publishedAt} className="text-xs text-slate-600">
                      {newsDateLabel(item.publishedAt)}
                    </time>
                  ) : null}
                </div>
                <h3 id={`${idPrefix}-${index}`} className="mt-1.5 font-semibold text-slate-900">
                  {item.title}
                </h3>
                {item.description ? (
                  <p className="mt-1 text-sm text-slate-700">{item.description}</p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
