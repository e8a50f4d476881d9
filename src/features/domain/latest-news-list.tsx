import { ExternalLinkIcon } from 'lucide-react';
import { useId } from 'react';
import { FeedFreshness } from '@/components/feed-freshness';
import { Badge } from '@/components/ui/badge';
import { REFRESH_MS } from '@/domain/constants';
import { newsDateLabel } from '@/domain/display-text';
import type { NewsItem } from '@/domain/types';
import { NewsFeedStatus } from './news-feed-status';
import type { FeedState } from './use-local-news-data';

interface LatestNewsListProps {
  /** Already local, filtered, newest first and capped. */
  items: NewsItem[];
  feed: FeedState;
}

/** The city host's "Latest Local News": stories that link out in a new tab when they have a url. */
export function LatestNewsList({ items, feed }: LatestNewsListProps) {
  const idPrefix = useId();
  return (
    <section
      aria-labelledby={`${idPrefix}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${idPrefix}-title`} className="text-lg font-semibold text-slate-900">
          Latest Local News
        </h2>
        {feed.hasData ? (
          <FeedFreshness
            updatedAt={feed.updatedAt}
            intervalMs={REFRESH_MS.news}
            failed={feed.isError}
          />
        ) : null}
      </div>
      <NewsFeedStatus feed={feed} />
      {feed.hasData && items.length === 0 ? (
        <p className="py-6 text-sm text-slate-600">No local news available at this time.</p>
      ) : null}
      {feed.hasData && items.length > 0 ? (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.id} className="flex">
              <article
                aria-labelledby={`${idPrefix}-${index}`}
                className="flex w-full flex-col rounded-lg border border-slate-200 p-3"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="blue">{item.category}</Badge>
                  {newsDateLabel(item.publishedAt) ? (
                    <time dateTime={item.publishedAt} className="text-xs text-slate-600">
                      {newsDateLabel(item.publishedAt)}
                    </time>
                  ) : null}
                </div>
                <h3 id={`${idPrefix}-${index}`} className="mt-1.5 font-semibold text-slate-900">
                  {item.url ? (
                    <a
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-6 items-start gap-1 text-blue-800 underline-offset-2 hover:underline"
                    >
                      {item.title}
                      <ExternalLinkIcon aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ) : (
                    item.title
                  )}
                </h3>
                {item.description ? (
                  <p className="mt-1 line-clamp-3 text-sm text-slate-700">{item.description}</p>
                ) : null}
                <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-xs text-slate-600">
                  {item.source ? <span>{item.source}</span> : null}
                  {item.url ? null : <span>External link not available</span>}
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
