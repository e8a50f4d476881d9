import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AgingStatus } from '@/components/aging-status';

test('words that age are shown; only the words that do not are a status', () => {
  const { rerender } = render(
    <AgingStatus
      text="Departures unavailable · shown as read 3 min ago"
      said="Departures unavailable"
    />,
  );
  expect(screen.getByText('Departures unavailable · shown as read 3 min ago')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(/^Departures unavailable$/);
  expect(screen.getByRole('status')).toHaveClass('sr-only');
  rerender(
    <AgingStatus
      text="Departures unavailable · shown as read 4 min ago"
      said="Departures unavailable"
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent(/^Departures unavailable$/);
});

test('words that do not age are one status line, shown', () => {
  render(<AgingStatus text="Departures unavailable" said="Departures unavailable" className="x" />);
  expect(screen.getAllByText('Departures unavailable')).toHaveLength(1);
  expect(screen.getByRole('status')).toHaveClass('x');
});
