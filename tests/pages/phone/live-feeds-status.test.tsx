import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { LiveFeedsStatus } from '@/pages/phone/live-feeds-status';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { serverWeatherReadMinutesAgo } from '../../server-weather-read';

afterEach(() => vi.restoreAllMocks());

const FEEDS = ['*/api/traffic-cams', '*/api/news', '*/api/weather/nws-live'];

test('LIVE, the app\u2019s name, "Connecting…" and then the time of the freshest data', async () => {
  server.use(
    http.get('*/api/traffic-cams', async () => {
      await delay(30);
      return HttpResponse.json([]);
    }),
    // Whichever feed answers first is the time shown: the weather summary's read time is its own,
    // so it is fixed at the request (the demo's is relative to when its module loaded).
    serverWeatherReadMinutesAgo(0),
  );
  renderWithApp(<LiveFeedsStatus />);
  expect(screen.getByText('LIVE')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Twin Cities Live' })).toBeInTheDocument();
  expect(screen.getByText('Connecting…')).toBeInTheDocument();
  const time = await screen.findByText((_, element) => element?.tagName === 'TIME');
  expect(time.parentElement).toHaveTextContent(/^Updated \d{1,2}:\d{2}\s?[AP]M$/);
  expect(Date.parse(time.getAttribute('datetime')!)).toBeGreaterThan(Date.now() - 60_000);
});

test('when every feed fails it says the live feeds are unavailable, and the badge is no longer LIVE', async () => {
  server.use(...FEEDS.map((path) => http.get(path, () => new HttpResponse(null, { status: 500 }))));
  renderWithApp(<LiveFeedsStatus />);
  expect(await screen.findByText('Live feeds unavailable')).toBeInTheDocument();
  expect(screen.getByText('OFFLINE')).toBeInTheDocument();
  expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
});

test('offline, the badge says OFFLINE and the time is that of the data kept', async () => {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  renderWithApp(<LiveFeedsStatus />);
  await screen.findByText(/^Updated$/);
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByText('OFFLINE')).toBeInTheDocument();
  expect(screen.getByText(/^As of$/)).toBeInTheDocument();
});

test('data last read on another day names that day: "As of Mon 12:00 PM", not a time that passes for today', async () => {
  const yesterdayNoon = new Date();
  yesterdayNoon.setDate(yesterdayNoon.getDate() - 1);
  yesterdayNoon.setHours(12, 0, 0, 0);
  server.use(
    http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 500 })),
    http.get('*/api/news', () => new HttpResponse(null, { status: 500 })),
    serverWeatherReadMinutesAgo((Date.now() - yesterdayNoon.getTime()) / 60_000),
  );
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderWithApp(<LiveFeedsStatus />);
  const time = await screen.findByText((_, element) => element?.tagName === 'TIME');
  const weekday = yesterdayNoon.toLocaleDateString('en-US', { weekday: 'short' });
  expect(time.parentElement).toHaveTextContent(new RegExp(`^As of ${weekday} 12:00\\s?PM$`));
});
