import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MapFeedStatus } from '@/features/map/map-feed-status';
import type { MapItemsResult } from '@/kinds/use-map-items';
import type { MapLayers } from '@/kinds/map-kinds';
import { layersOf } from '../../support/map-kinds';

type Feeds = MapItemsResult['feeds'];
const READY = { status: 'success', hasData: true } as const;
const ALL_ON: MapLayers = layersOf({ cameras: true, weather: true, news: true });

const renderStatus = (feeds: Partial<Feeds>, layers: MapLayers = ALL_ON) =>
  render(
    <MapFeedStatus
      feeds={
        {
          feeds: { camera: READY, weather: READY, news: READY, transit: READY, ...feeds },
        } as MapItemsResult
      }
      layers={layers}
    />,
  );

test('all feeds in: an empty status region', () => {
  renderStatus({});
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('one feed loading: its own line; both: one line for all', () => {
  const { rerender } = renderStatus({ news: { status: 'pending', hasData: false } });
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading news…$/);
  rerender(
    <MapFeedStatus
      feeds={
        {
          feeds: {
            camera: { status: 'pending', hasData: false },
            weather: { status: 'pending', hasData: false },
            news: { status: 'pending', hasData: false },
          },
        } as MapItemsResult
      }
      layers={ALL_ON}
    />,
  );
  // The weather stations start from fallback readings: never waited on.
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading traffic cameras and news…$/);
});

test('loading lines name what loads: never cameras already in, transit by itself', () => {
  const pending = { status: 'pending', hasData: false } as const;
  const withTransit = layersOf({ cameras: true, news: true, transit: true });
  const lines = () =>
    [...screen.getByRole('status').children].map((line) => line.textContent ?? '');
  const { unmount } = renderStatus({ news: pending, transit: pending }, withTransit);
  expect(lines()).toEqual(['Loading news…', 'Loading transit…']);
  unmount();
  renderStatus({ camera: pending, news: pending, transit: pending }, withTransit);
  expect(lines()).toEqual(['Loading traffic cameras and news…', 'Loading transit…']);
});

test('a failed feed: unavailable without data, refresh failed with its last data', () => {
  renderStatus({
    camera: { status: 'error', hasData: false },
    news: { status: 'error', hasData: true },
  });
  expect(screen.getByText('Traffic camera data is unavailable right now.')).toBeInTheDocument();
  expect(screen.getByText('News: refresh failed, showing the last data.')).toBeInTheDocument();
});

test('a hidden layer’s feed says nothing', () => {
  renderStatus(
    { camera: { status: 'error', hasData: false }, news: { status: 'pending', hasData: false } },
    layersOf({ weather: true }),
  );
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a failed feed’s age is shown, and a screen reader is not told it again every minute', () => {
  const layers = layersOf({ cameras: true, transit: true });
  const failedAt = Date.now() - 3 * 60_000;
  renderStatus({ transit: { status: 'error', hasData: true, updatedAt: failedAt } }, layers);
  // The shared 15 s ticker may hold a time a little older than this test's start.
  const shown = screen.getByText(
    /^Transit positions temporarily unavailable · positions from [23] min ago$/,
  );
  expect(shown).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('status')).toContainElement(
    screen.getByText('Transit positions temporarily unavailable'),
  );
  expect(screen.getByText('Transit positions temporarily unavailable')).toHaveClass('sr-only');
});
