import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NewsLink } from '@/components/details/news-link';

test('a real https story opens in a new tab, without the opener, and says so', () => {
  render(<NewsLink url="https://news.example.org/story/1" />);
  const link = screen.getByRole('link', {
    name: /^Read full story ?\(opens in a new tab\)$/,
  });
  expect(link).toHaveAttribute('href', 'https://news.example.org/story/1');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test.each([
  ['javascript:alert(1)'],
  ['  JavaScript:alert(document.cookie)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['#'],
  ['/relative/story'],
  [''],
  [null],
])('%s is never a link: the note says there is none', (url) => {
  render(<NewsLink url={url} />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('External link not available')).toBeInTheDocument();
});
