import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import { parseNews } from '@/entities/news/feed';
import type { NewsItem } from '@/domain/types';
import {
  CategoryBadge,
  ImpactLabel,
  ReadFullStory,
  StoryFooter,
  StoryMeta,
  StoryTime,
} from '@/pages/phone/news-story';
import { story } from '../../features/details/items';

afterEach(() => vi.useRealTimers());

/** A story as the news feed's parser reads it from the API's raw item. */
const fromFeed = (raw: Record<string, unknown>): NewsItem => {
  const [item] = parseNews([
    {
      id: 'n1',
      title: 'Title',
      description: '',
      category: 'Traffic',
      source: 'Pioneer Press',
      url: 'https://news.example.org/1',
      publishedAt: '2026-01-14T20:00:00.000Z',
      county: 'Ramsey',
      latitude: 44.95,
      longitude: -93.1,
      tags: [],
      impact: 'medium',
      ...raw,
    },
  ]);
  return item!;
};

test('the category is the feed\u2019s word, coloured by impact; the impact is said in words', () => {
  render(
    <>
      <CategoryBadge item={story({ category: 'Weather', impact: 'high' })} />
      <ImpactLabel impact="high" />
      <ImpactLabel impact="medium" />
    </>,
  );
  expect(screen.getByText('Weather')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Weather')).toHaveClass('bg-red-300');
  expect(screen.getByText('High impact')).toBeInTheDocument();
  expect(screen.getByText('Medium impact')).toBeInTheDocument();
});

test('a low-impact story says nothing of its impact', () => {
  const { container } = render(<ImpactLabel impact="low" />);
  expect(container).toBeEmptyDOMElement();
});

test('its age in a <time>, with the full date as the hint; nothing without a date', () => {
  vi.useFakeTimers({ now: Date.parse('2026-01-14T20:06:00.000Z'), shouldAdvanceTime: true });
  const { container } = render(
    <>
      <StoryTime iso="2026-01-14T20:00:00.000Z" />
      <StoryTime iso="" />
    </>,
  );
  const times = container.querySelectorAll('time');
  expect(times).toHaveLength(1);
  expect(times[0]).toHaveTextContent('6 min ago');
  expect(times[0]).toHaveAttribute('dateTime', '2026-01-14T20:00:00.000Z');
  expect(times[0]).toHaveAttribute('title', expect.stringMatching(/^Jan 14, 2026 \d/));
});

test('a story dated ahead of now shows its date, never "just now"; a few minutes ahead is now', () => {
  vi.useFakeTimers({ now: Date.parse('2026-01-14T20:06:00.000Z'), shouldAdvanceTime: true });
  const { container } = render(
    <>
      <StoryTime iso="2099-01-01T00:00:00.000Z" />
      <StoryTime iso="2026-01-14T20:09:00.000Z" />
    </>,
  );
  const [future, slightlyAhead] = container.querySelectorAll('time');
  expect(future).toHaveTextContent(/^Jan 1, 2099 \d/);
  expect(future).not.toHaveTextContent('just now');
  expect(slightlyAhead).toHaveTextContent('just now');
});

test("its age is counted on the server's clock, as the feed dates it", () => {
  vi.useFakeTimers({ now: Date.parse('2026-01-14T23:06:00.000Z'), shouldAdvanceTime: true });
  // This device runs 3 hours fast: the server's Date says 20:06.
  noteServerDate(new Date('2026-01-14T20:06:00.000Z').toUTCString(), Date.now());
  try {
    const { container } = render(<StoryTime iso="2026-01-14T20:00:00.000Z" />);
    expect(container.querySelector('time')).toHaveTextContent('6 min ago');
  } finally {
    forgetServerClock();
  }
});

test('"Read Full Story" opens a real story in a new tab, and the source is the feed\u2019s words', () => {
  render(<StoryFooter item={fromFeed({})} />);
  const link = screen.getByRole('link', { name: 'Read Full Story' });
  expect(link).toHaveAttribute('href', 'https://news.example.org/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('Pioneer Press')).toHaveAttribute('lang', 'en');
});

test.each(['javascript:alert(1)', 'data:text/html,x', '#', '/story/1', ''])(
  'a story whose feed url is %j has no link at all',
  (url) => {
    render(<StoryFooter item={fromFeed({ url })} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  },
);

test.each(['javascript:alert(1)', 'data:text/html,x', '/story/1'])(
  '"Read Full Story" checks its url itself: %j given past the parser makes no link',
  (url) => {
    render(<ReadFullStory url={url} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  },
);

test('feed text with markup is text', () => {
  const item = fromFeed({ category: '<b>x</b>', source: '<img src=x onerror=alert(1)>' });
  const { container } = render(
    <>
      <StoryMeta item={item} />
      <StoryFooter item={item} />
    </>,
  );
  expect(screen.getByText('<b>x</b>')).toBeInTheDocument();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(container.querySelector('b, img')).toBeNull();
});
