import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LocalNewsList } from '@/features/city-pages/local-news-list';
import type { NewsFeedState } from '@/features/city-pages/news-feed-status';
import { story } from '../details/items';
import { renderWithApp } from '../../render';

const loaded: NewsFeedState = {
  pending: false,
  hasData: true,
  failed: false,
  retry: () => undefined,
};

test('the city host\u2019s latest news: each title links out in a new tab; no url, no link', () => {
  renderWithApp(
    <LocalNewsList
      variant="latest"
      feed={loaded}
      items={[story(), story({ id: 'n2', title: 'Road work on France Ave', url: null })]}
    />,
  );
  const region = screen.getByRole('region', { name: 'Latest Local News' });
  const [first, second] = within(region).getAllByRole('article');
  const link = within(first!).getByRole('link', {
    name: /^Snow emergency declared in Minneapolis/,
  });
  expect(link).toHaveAttribute('href', 'https://news.example.org/twin-cities/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(first).toHaveTextContent('Star Tribune');
  expect(second).toHaveAccessibleName('Road work on France Ave');
  expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
  expect(second).toHaveTextContent('External link not available');
});

test('the domain page\u2019s recent news never links out', () => {
  renderWithApp(<LocalNewsList variant="recent" feed={loaded} items={[story()]} />);
  const region = screen.getByRole('region', { name: 'Recent Local News' });
  expect(within(region).getByRole('article')).toHaveAccessibleName(
    'Snow emergency declared in Minneapolis',
  );
  expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  expect(within(region).getByText('Weather')).toHaveAttribute('lang', 'en');
});

test('story text with markup is text', () => {
  const { container } = renderWithApp(
    <LocalNewsList
      variant="latest"
      feed={loaded}
      items={[story({ title: '<img src=x onerror=alert(1)>', description: '<b>bold</b>' })]}
    />,
  );
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  expect(container.querySelector('img, b')).toBeNull();
});

test('an empty list says so for each page; loading says it is loading', () => {
  const { unmount } = renderWithApp(<LocalNewsList variant="recent" feed={loaded} items={[]} />);
  expect(screen.getByText('No local news available for the selected filters.')).toBeVisible();
  unmount();
  renderWithApp(
    <LocalNewsList
      variant="latest"
      feed={{ ...loaded, hasData: false, pending: true }}
      items={[]}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading local news…');
  expect(screen.queryByText('No local news available at this time.')).not.toBeInTheDocument();
});
