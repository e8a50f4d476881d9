import { act, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { server } from '../../msw-server';
import { answer, newsMarkers, renderView, storyRecord } from './compact-view-fixtures';

// The page's first contentful paint, held until the test lets it happen.
const paint = await vi.hoisted(async () => (await import('../../support/held-paint')).heldPaint());
vi.mock('@/lib/after-first-paint', () => ({ afterFirstContentfulPaint: () => paint.painted }));
// Whether the markers' code (the `map-layers` chunk in the build) has been asked for.
const markerCode = vi.hoisted(() => ({ asked: false }));
vi.mock('@/features/map/markers/named-marker-layer', async (importOriginal) => {
  markerCode.asked = true;
  return importOriginal();
});

test('the phone map hands its points to the map only after the first paint', async () => {
  server.use(
    answer('/api/traffic-cams', []),
    answer('/api/news', [storyRecord(1), storyRecord(2)]),
  );
  renderView();
  // The stories have arrived and are counted, but no marker (nor the markers' code) is asked for
  // in front of the first paint.
  const legend = () => screen.getAllByRole('listitem').map((item) => item.textContent);
  await waitFor(() => expect(legend()).toContain('News 2'));
  // The commit's effects, where a wanted layer starts its download, and any import they began.
  await act(() => vi.dynamicImportSettled());
  expect(markerCode.asked).toBe(false);
  expect(newsMarkers()).toHaveLength(0);

  await act(async () => paint.done());
  await waitFor(() => expect(newsMarkers()).toHaveLength(2));
  expect(markerCode.asked).toBe(true);
});
