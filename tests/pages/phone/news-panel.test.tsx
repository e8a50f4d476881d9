import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { newsQuery } from '@/entities/news/feed';
import { server } from '../../msw-server';
import { answer, hang, openTab, renderView, storyRecord } from './compact-view-fixtures';

describe('News', () => {
  test('category, time, title, a two-line description and Read Full Story only for real urls', async () => {
    server.use(
      answer('/api/news', [
        storyRecord(0, {
          url: 'https://www.startribune.com/a',
          category: 'Weather',
          impact: 'high',
        }),
        storyRecord(1, { url: '#' }),
        storyRecord(2, { url: 'javascript:alert(1)', impact: 'low' }),
        storyRecord(3, { url: null }),
        storyRecord(4, { url: '/relative/path' }),
        storyRecord(5, { url: undefined }),
      ]),
    );
    renderView();
    const panel = await openTab('News');
    const articles = await within(panel).findAllByRole('article');
    expect(articles).toHaveLength(6);
    const [first] = articles;
    expect(within(first!).getByText('Weather')).toBeInTheDocument();
    // Impact in words as well as colour.
    expect(within(first!).getByText('High impact')).toBeInTheDocument();
    expect(within(articles[1]!).getByText('Medium impact')).toBeInTheDocument();
    expect(within(articles[2]!).queryByText(/impact/)).not.toBeInTheDocument();
    expect(within(first!).getByText('just now').tagName).toBe('TIME');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Story 0');
    expect(within(first!).getByText('Description of story 0.')).toHaveClass('line-clamp-2');
    const link = within(first!).getByRole('link', { name: 'Read Full Story' });
    expect(link).toHaveAttribute('href', 'https://www.startribune.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const article of articles.slice(1))
      expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
  });

  test('loading', async () => {
    server.use(hang('/api/news'));
    renderView();
    expect(within(await openTab('News')).getByRole('status')).toHaveTextContent('Loading news…');
  });

  test('error', async () => {
    server.use(answer('/api/news', {}, 500));
    renderView();
    expect(await within(await openTab('News')).findByRole('alert')).toHaveTextContent(
      'News could not be loaded. Try Refresh in a moment.',
    );
  });

  test('empty', async () => {
    server.use(answer('/api/news', []));
    renderView();
    expect(
      await within(await openTab('News')).findByText('No news stories right now.'),
    ).toBeInTheDocument();
  });

  test('a failed refresh keeps the stories', async () => {
    const { client } = renderView();
    const panel = await openTab('News');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
    server.use(answer('/api/news', {}, 500));
    await act(() => client.refetchQueries({ queryKey: newsQuery().queryKey }));
    expect(await within(panel).findByText('(refresh failed)')).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(10);
  });
});
