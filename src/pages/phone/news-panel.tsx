import { newsFeed, useNews } from '@/entities/news/feed';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { selectNewsStories } from '@/domain/compact-lists';
import type { NewsItem } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { StoryFooter, StoryMeta } from './news-story';
import { PanelHeading } from './panel-heading';
import { PanelMessage } from './panel-status';

function StoryCard({ item }: { item: NewsItem }) {
  return (
    <article
      aria-label={item.title}
      className="rounded-2xl border border-white/10 bg-slate-900 px-4 pt-4 pb-2"
    >
      <StoryMeta item={item} />
      <h3 lang="en" className="mt-2 text-base leading-snug font-semibold break-words text-white">
        {item.title}
      </h3>
      {item.description ? (
        <p lang="en" className="mt-1 line-clamp-2 text-sm break-words text-slate-300">
          {item.description}
        </p>
      ) : null}
      <StoryFooter item={item} />
    </article>
  );
}

/** The ten newest stories. */
export function NewsPanel({ headingId }: { headingId: string }) {
  const { t } = useT();
  const { data, pending } = useNews();
  const stories = data ? selectNewsStories(data) : [];
  return (
    <>
      <PanelHeading
        id={headingId}
        title={t('phone.news.title')}
        count={data ? stories.length : undefined}
      >
        {data ? <FeedFreshnessOf feed={newsFeed} tone="dark" className="justify-end" /> : null}
      </PanelHeading>
      {pending ? (
        <PanelMessage kind="loading">{t('phone.news.loading')}</PanelMessage>
      ) : !data ? (
        <PanelMessage kind="error">{t('phone.news.failed')}</PanelMessage>
      ) : stories.length === 0 ? (
        <PanelMessage kind="empty">{t('phone.news.empty')}</PanelMessage>
      ) : (
        <div className="grid gap-3">
          {stories.map((item) => (
            <StoryCard key={item.id} item={item} />
          ))}
        </div>
      )}
    </>
  );
}
