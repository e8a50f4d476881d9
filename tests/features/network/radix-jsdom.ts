import { beforeAll } from 'vitest';

/** jsdom lacks the pointer-capture and scrolling APIs Radix Select calls while opening. */
export function polyfillRadixSelect() {
  beforeAll(() => {
    const proto = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
    proto.hasPointerCapture ??= () => false;
    proto.releasePointerCapture ??= () => undefined;
    proto.setPointerCapture ??= () => undefined;
    proto.scrollIntoView ??= () => undefined;
  });
}
