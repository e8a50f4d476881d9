import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { MapItems } from '@/kinds/map-kinds';
import { renderWithApp } from '../../render';
import { surface } from './map-surface-fixtures';
import { camera, cameraItems } from './map-test-items';
import { itemsOf } from '../../support/map-kinds';

// Where the surface learns its size: reading it in React's commit forces a layout of the page
// inside React's task, so only a surface with points to draw at once does that.
const observers: { callback: () => void; observed: Element[] }[] = [];
const sizeReads = vi.fn(() => 600);

beforeEach(() => {
  observers.length = 0;
  sizeReads.mockClear();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observed: Element[] = [];
      constructor(readonly callback: () => void) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(sizeReads);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(sizeReads);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('with nothing to draw yet, the size comes from the ResizeObserver, not a read in the commit', async () => {
  let setItems: (items: MapItems) => void = () => undefined;
  function PointsLater() {
    const [items, set] = useState<MapItems>(itemsOf({}));
    setItems = set;
    return surface({ items });
  }
  renderWithApp(<PointsLater />);
  const region = screen.getByRole('region', { name: 'Twin Cities map' });
  expect(sizeReads).not.toHaveBeenCalled();
  expect(observers.flatMap((observer) => observer.observed)).toContain(region);

  act(() => observers.forEach((observer) => observer.callback()));
  expect(sizeReads).toHaveBeenCalled();
  // Points that arrive later are drawn at the size the observer reported.
  act(() => setItems(cameraItems([camera('c1', 44.97, -93.26)])));
  expect(await screen.findByRole('button', { name: /^Traffic Camera: / })).toBeInTheDocument();
});

test('with points to draw at once, the size is read in the commit that mounts the surface', () => {
  renderWithApp(surface({ items: cameraItems([camera('c1', 44.97, -93.26)]) }));
  expect(sizeReads).toHaveBeenCalled();
});
