import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PanelHeading } from '@/pages/phone/panel-heading';

test('a panel heading is an h2 with its count, and whatever sits beside it', () => {
  render(
    <PanelHeading id="news-heading" title="Latest news" count={0}>
      <span>Updated just now</span>
    </PanelHeading>,
  );
  const heading = screen.getByRole('heading', { level: 2 });
  expect(heading).toHaveTextContent('Latest news0');
  expect(heading).toHaveAttribute('id', 'news-heading');
  expect(screen.getByText('Updated just now')).toBeInTheDocument();
});

test('without a count the heading is its title alone', () => {
  render(<PanelHeading title="Weather" />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Weather$/);
});
