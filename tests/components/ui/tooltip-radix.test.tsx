import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import RadixTooltip from '@/components/ui/tooltip-radix';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

// Radix positions the hint with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  if (typeof ResizeObserver === 'undefined')
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
});

function renderHint() {
  render(
    <RadixTooltip content="Refresh the image">
      <button type="button" aria-label="Refresh image">
        ↻
      </button>
    </RadixTooltip>,
  );
  return screen.getByRole('button', { name: 'Refresh image' });
}

test('the control is the trigger itself (no wrapper) and keeps its own name', () => {
  const button = renderHint();
  expect(button).toHaveAttribute('data-state', 'closed');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('keyboard focus shows the hint at once, and the control is described by it', async () => {
  const user = userEvent.setup();
  const button = renderHint();
  await user.tab();
  expect(button).toHaveFocus();
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Refresh the image');
  expect(button).toHaveAccessibleDescription('Refresh the image');
});

test('Escape hides the hint and leaves focus on the control', async () => {
  const user = userEvent.setup();
  const button = renderHint();
  await user.tab();
  await screen.findByRole('tooltip');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('leaving the control hides the hint', async () => {
  const button = renderHint();
  act(() => button.focus());
  await screen.findByRole('tooltip');
  act(() => button.blur());
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
