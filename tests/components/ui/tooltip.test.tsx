import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { Tooltip } from '@/components/ui/tooltip';
import { stubResizeObserver } from '../../support/resize-observer';
import { preloadRadixParts } from '../../support/radix-parts';
import { eventually } from '../../eventually';

preloadRadixParts();

const idle = await vi.hoisted(async () =>
  (await import('../../support/idle-tasks')).heldIdleTasks(),
);
vi.mock('@/components/ui/deferred', () => ({ whenIdle: idle.whenIdle }));

// Radix positions the hint with ResizeObserver, which jsdom lacks.
beforeAll(stubResizeObserver);
afterAll(() => vi.unstubAllGlobals());

/** The idle time comes and the Radix code arrives. */
async function codeArrives() {
  await act(async () => {
    idle.runAll();
    await vi.dynamicImportSettled();
  });
}

function renderRefresh(onClick = () => undefined) {
  render(
    <Tooltip content="Refresh the image">
      <button type="button" aria-label="Refresh image" onClick={onClick}>
        ↻
      </button>
    </Tooltip>,
  );
  return () => screen.getByRole('button', { name: 'Refresh image' });
}

test('the control keeps its own name from the start; once the code is in, focusing it shows the hint', async () => {
  const button = renderRefresh();
  expect(button()).toBeInTheDocument();
  await codeArrives();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => button().focus());
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the image');
});

test('a control that has the focus when the code arrives keeps it until the focus leaves', async () => {
  const button = renderRefresh();
  const focused = button();
  act(() => focused.focus());
  await codeArrives();
  expect(button()).toBe(focused);
  expect(focused).toHaveFocus();
  act(() => focused.blur());
  await eventually(() => expect(button()).not.toBe(focused));
  act(() => button().focus());
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the image');
});

test('a press that spans the code arriving still clicks the control it went down on', async () => {
  const onClick = vi.fn();
  const button = renderRefresh(onClick);
  const pressed = button();
  fireEvent.pointerDown(pressed);
  await codeArrives();
  expect(button()).toBe(pressed);
  fireEvent.pointerUp(pressed);
  fireEvent.click(pressed);
  expect(onClick).toHaveBeenCalledTimes(1);
  // After the press, with no focus on it, the hint's code takes the control over.
  await eventually(() => expect(button()).not.toBe(pressed));
});
