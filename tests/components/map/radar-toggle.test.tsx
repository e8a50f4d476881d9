import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { RadarToggle } from '@/components/map/radar-toggle';

test('a toggle named Radar, off until pressed, that reports the new state', async () => {
  const onChange = vi.fn();
  const { rerender } = render(<RadarToggle on={false} onChange={onChange} />);
  const toggle = screen.getByRole('button', { name: /^Radar/ });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(onChange).toHaveBeenCalledWith(true);
  rerender(<RadarToggle on onChange={onChange} tone="dark" pill />);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
