import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test, vi } from 'vitest';
import { Tooltip } from '@/components/ui/tooltip';

// Radix positions the hint with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  if (typeof ResizeObserver === 'undefined')
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
});

test('the control keeps its own name from the start; once loaded, focusing it shows the hint', async () => {
  const user = userEvent.setup();
  render(
    <Tooltip content="Refresh the image">
      <button type="button" aria-label="Refresh image">
        ↻
      </button>
    </Tooltip>,
  );
  expect(screen.getByRole('button', { name: 'Refresh image' })).toBeInTheDocument();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // The Radix code loads at idle time.
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Refresh image' })).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the image');
});
