import { newsFeed } from '@/entities/news/feed';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { useId } from 'react';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { Badge } from '@/components/ui/badge';
import { newsDateLabel } from '@/words/display-text';
import type { NewsItem } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { NewsFeedStatus, type NewsFeedState } from './news-feed-status';

const VARIANTS = {
  /** The domain page's list: title, description, category and date; no links out. */
  recent: {
    title: 'city.news.recentTitle',
    empty: 'city.news.recentEmpty',
    list: 'mt-3 divide-y divide-slate-200',
    item: '',
    article: 'py-3',
    description: 'mt-1 text-sm text-slate-700',
    linksOut: false,
  },
  /** The city host's list: cards whose titles link out in a new tab when they have a url. */
  latest: {
    title: 'city.news.latestTitle',
    empty: 'city.news.latestEmpty',
    list: 'mt-3 grid gap-3 md:grid-cols-2',
    item: 'flex',
    article: 'flex w-full flex-col rounded-lg border border-slate-200 p-3',
    description: 'mt-1 line-clamp-3 text-sm text-slate-700',
    linksOut: true,
  },
} as const;

interface LocalNewsListProps {
  variant: keyof typeof VARIANTS;
  /** Already local, filtered, newest first and capped. */
  items: NewsItem[];
  feed: NewsFeedState;
}

function StoryTitle({ item, linksOut }: { item: NewsItem; linksOut: boolean }) {
  const { t } = useT();
  if (!linksOut || !item.url) return <span lang="en">{item.title}</span>;
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-6 items-start gap-1 text-blue-800 underline-offset-2 hover:underline"
    >
      <span lang="en">{item.title}</span>
      <ExternalLinkIcon aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
      <span className="sr-only">{t('city.news.opensInNewTab')}</span>
    </a>
  );
}

/** A city page's local news: "Recent Local News" (domain page) or "Latest Local News" (city host). */
export function LocalNewsList({ variant, items, feed }: LocalNewsListProps) {
  const { t } = useT();
  const look = VARIANTS[variant];
  const idPrefix = useId();
  return (
    <section
      aria-labelledby={`${idPrefix}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${idPrefix}-title`} className="text-lg font-semibold text-slate-900">
          {t(look.title)}
        </h2>
        {feed.hasData ? <FeedFreshnessOf feed={newsFeed} /> : null}
      </div>
      <NewsFeedStatus feed={feed} />
      {feed.hasData && items.length === 0 ? (
        <p className="py-6 text-sm text-slate-600">{t(look.empty)}</p>
      ) : null}
      {feed.hasData && items.length > 0 ? (
        <ul className={look.list}>
          {items.map((item, index) => (
            <li key={item.id} className={look.item || undefined}>
              <article aria-labelledby={`${idPrefix}-${index}`} className={look.article}>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge lang="en" tone="blue">
                    {item.category}
                  </Badge>
                  {newsDateLabel(item.publishedAt) ? (
                    <time dateTime={item.publishedAt} className="text-xs text-slate-600">
                      {newsDateLabel(item.publishedAt)}
                    </time>
                  ) : null}
                </div>
                <h3 id={`${idPrefix}-${index}`} className="mt-1.5 font-semibold text-slate-900">
                  <StoryTitle item={item} linksOut={look.linksOut} />
                </h3>
                {item.description ? (
                  <p lang="en" className={look.description}>
                    {item.description}
                  </p>
                ) : null}
                {look.linksOut ? (
                  <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-xs text-slate-600">
                    {item.source ? <span lang="en">{item.source}</span> : null}
                    {item.url ? null : <span>{t('city.news.noLink')}</span>}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
