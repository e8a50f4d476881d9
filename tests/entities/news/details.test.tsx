import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { details as newsDetails } from '@/entities/news/details';
import type { NewsItem } from '@/domain/types';
import { story } from '../../features/details/items';
import { renderWithApp } from '../../render';

// Not an id of the demo feed, so the feed's refresh never replaces the story under test.
const item = (extra: Partial<NewsItem> = {}) => story({ id: 'test-story', ...extra });
const { Body } = newsDetails;

test('a story shows its category, impact, source and time, description, tags and link', () => {
  renderWithApp(<Body item={item()} />);
  expect(screen.getByText('Weather')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('High impact')).toBeInTheDocument();
  // The source's name is the feed's English (a screen reader says it so on a Spanish page).
  const source = screen.getByText('Star Tribune');
  expect(source).toHaveAttribute('lang', 'en');
  expect(source.parentElement).toHaveTextContent(/^Star Tribune · Jan 15, 2025, /);
  expect(screen.getByText('Day 1 parking rules start at 9 p.m.')).toHaveAttribute('lang', 'en');
  const tags = screen.getByRole('list', { name: 'Tags' });
  expect(
    within(tags)
      .getAllByRole('listitem')
      .map((tag) => tag.textContent),
  ).toEqual(['#snow', '#parking']);
  expect(screen.getByRole('link', { name: /^Read full story/ })).toHaveAttribute(
    'href',
    'https://news.example.org/twin-cities/1',
  );
});

test('feed text with markup renders as text, and a script url is never a link', () => {
  const { container } = renderWithApp(
    <Body
      item={item({
        description: '<img src=x onerror=alert(1)>',
        source: '<script>alert(1)</script>',
        tags: ['<b>x</b>'],
        url: 'javascript:alert(1)',
      })}
    />,
  );
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(screen.getByText('<script>alert(1)</script>').parentElement).toHaveTextContent(
    /^<script>alert\(1\)<\/script> · /,
  );
  expect(screen.getByText('#<b>x</b>')).toBeInTheDocument();
  expect(container.querySelector('img, script, b')).toBeNull();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('External link not available')).toBeInTheDocument();
});

test('without a source or a time it says the source is not given; no description, no tags list', () => {
  renderWithApp(<Body item={item({ source: '', publishedAt: '', description: '', tags: [] })} />);
  expect(screen.getByText('Source not given')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
});

test('a low-impact story says so in words', () => {
  renderWithApp(<Body item={item({ impact: 'low' })} />);
  expect(screen.getByText('Low impact')).toBeInTheDocument();
});

test('a story whose impact the feed did not give says nothing of its impact', () => {
  renderWithApp(<Body item={item({ impact: 'unknown' })} />);
  expect(screen.queryByText(/impact/i)).not.toBeInTheDocument();
  expect(screen.getByText('Weather')).toBeInTheDocument();
});
