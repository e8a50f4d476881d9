import { render, screen, within } from '@testing-library/react';
import ActivityIcon from 'lucide-react/icons/activity';
import { expect, test } from 'vitest';
import { StatusMessage, StatusPart } from '@/features/status/status-part';

test('a part is a region named by its heading; its icon is decoration', () => {
  render(
    <StatusPart title="System Status" icon={ActivityIcon}>
      <p>3/3 systems operational</p>
    </StatusPart>,
  );
  const part = screen.getByRole('region', { name: 'System Status' });
  expect(within(part).getByRole('heading', { level: 3, name: 'System Status' })).toBeVisible();
  expect(part.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(part).toHaveTextContent('3/3 systems operational');
  // No feed given (no data yet): no freshness line.
  expect(part).not.toHaveTextContent(/Updated|Not updated/);
});

test('an error message looks like one; loading and empty ones share the quiet look', () => {
  render(
    <>
      <StatusMessage tone="error">Unable to check system status</StatusMessage>
      <StatusMessage>Checking connectivity...</StatusMessage>
    </>,
  );
  expect(screen.getByText('Unable to check system status')).toHaveClass('text-red-800');
  expect(screen.getByText('Checking connectivity...')).toHaveClass('text-slate-700');
});
