/**
 * A first contentful paint that happens when the test says so, for
 * `vi.mock('@/lib/after-first-paint', () => ({ afterFirstContentfulPaint: () => paint.painted }))`.
 */
export function heldPaint() {
  let done = () => {};
  const painted = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { painted, done: () => done() };
}
