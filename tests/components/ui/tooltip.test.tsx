import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { Tooltip } from '@/components/ui/tooltip';
import { stubResizeObserver } from '../../support/resize-observer';

// Radix positions the hint with ResizeObserver, which jsdom lacks.
beforeAll(stubResizeObserver);
afterAll(() => vi.unstubAllGlobals());

test('the control keeps its own name from the start; once loaded, focusing it shows the hint', async () => {
  render(
    <Tooltip content="Refresh the image">
      <button type="button" aria-label="Refresh image">
        ↻
      </button>
    </Tooltip>,
  );
  expect(screen.getByRole('button', { name: 'Refresh image' })).toBeInTheDocument();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // The Radix code loads at idle time (it then wraps the control): focus it until the hint shows.
  await waitFor(() => {
    const button = screen.getByRole('button', { name: 'Refresh image' });
    act(() => {
      button.blur();
      button.focus();
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh the image');
  });
});
