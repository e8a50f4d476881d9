import { waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type * as RadarTimeModule from '@/components/map/radar/radar-time';
import { CHUNK_RETRY_DELAYS_MS } from '@/lib/load-chunk';
import { LazyWeatherPolling } from '@/pages/lazy-weather-polling';
import { failingChunk, type ChunkFailures } from '../failing-chunk';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

const chunk = vi.hoisted<ChunkFailures>(() => ({ failures: 0 }));
vi.mock('@/components/map/radar/radar-time', async (importOriginal) =>
  failingChunk(await importOriginal<typeof RadarTimeModule>(), 'radarTimeFeed', chunk),
);

const requested: string[] = [];
server.events.on(
  'request:start',
  ({ request }) => void requested.push(new URL(request.url).pathname),
);

test('polling code that cannot be downloaded leaves the page as it is, with no error shown', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The first download and each retry fail.
  chunk.failures = CHUNK_RETRY_DELAYS_MS.length + 1;
  const { container } = renderWithApp(
    <>
      <p>the page</p>
      <LazyWeatherPolling forecastAt={null} radar />
    </>,
  );
  await waitFor(
    () =>
      expect(error).toHaveBeenCalledWith(
        'Forecast and radar polling could not be shown',
        expect.any(Error),
      ),
    { timeout: 30_000 },
  );
  expect(chunk.failures).toBe(0);
  expect(container).toHaveTextContent(/^the page$/);
  expect(container.querySelector('[role="alert"]')).toBeNull();
  expect(requested).not.toContain('/data/gis/images/4326/USCOMP/n0q_0.json');
});
