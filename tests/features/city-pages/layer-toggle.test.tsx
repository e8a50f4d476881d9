import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { LayerToggle } from '@/features/city-pages/layer-toggle';

test('named by its layer and what the filter shows; pressed when on', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <LayerToggle
      kind="transit"
      on
      count={{ count: 20, shown: 14, failed: false }}
      onChange={onChange}
    />,
  );
  const toggle = screen.getByRole('button', { name: 'Transit 14' });
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(onChange).toHaveBeenCalledWith(false);
});

test('an ellipsis while its feed loads, a dash when it failed, struck through when off', () => {
  const { rerender } = render(
    <LayerToggle
      kind="camera"
      on={false}
      count={{ count: null, shown: null, failed: false }}
      onChange={() => undefined}
    />,
  );
  const toggle = screen.getByRole('button', { name: 'Cameras …' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('Cameras')).toHaveClass('line-through');
  rerender(
    <LayerToggle
      kind="camera"
      on
      count={{ count: null, shown: null, failed: true }}
      onChange={() => undefined}
    />,
  );
  expect(screen.getByRole('button', { name: 'Cameras –' })).toBeInTheDocument();
  expect(screen.getByText('Cameras')).not.toHaveClass('line-through');
});
