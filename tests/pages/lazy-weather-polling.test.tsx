import { waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { LazyWeatherPolling } from '@/pages/lazy-weather-polling';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

/** The first paint, held until the test lets it happen. */
const paint = vi.hoisted(() => {
  let done = () => {};
  let promise = new Promise<void>((resolve) => (done = resolve));
  return {
    wait: () => promise,
    happen: () => done(),
    reset: () => (promise = new Promise<void>((resolve) => (done = resolve))),
  };
});
vi.mock('@/lib/after-first-paint', () => ({ afterFirstContentfulPaint: () => paint.wait() }));

const RADAR_TIME = '/data/gis/images/4326/USCOMP/n0q_0.json';
const requested: string[] = [];
server.events.on(
  'request:start',
  ({ request }) => void requested.push(new URL(request.url).pathname),
);

afterEach(() => {
  requested.length = 0;
  paint.reset();
});

test('nothing is polled before the first paint; the radar’s time is polled from it on', async () => {
  const { container } = renderWithApp(<LazyWeatherPolling forecastAt={null} radar />);
  // The feeds start at mount: a request before the paint would be seen by now.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(requested).toEqual([]);
  paint.happen();
  await waitFor(() => expect(requested).toContain(RADAR_TIME));
  expect(requested.some((path) => path.startsWith('/points/'))).toBe(false);
  expect(container).toBeEmptyDOMElement();
});

test('a page without forecast or radar polls neither', async () => {
  paint.happen();
  const { container } = renderWithApp(<LazyWeatherPolling forecastAt={null} radar={false} />);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(requested).toEqual([]);
  expect(container).toBeEmptyDOMElement();
});

test('both: the forecast and the radar’s time are polled', async () => {
  paint.happen();
  renderWithApp(<LazyWeatherPolling forecastAt={{ lat: 44.9537, lng: -93.09 }} radar />);
  await waitFor(() => {
    expect(requested).toContain(RADAR_TIME);
    expect(requested.some((path) => path.startsWith('/points/44.9537,-93.09'))).toBe(true);
  });
});

test('a place’s forecast is polled once painted', async () => {
  paint.happen();
  renderWithApp(<LazyWeatherPolling forecastAt={{ lat: 44.9778, lng: -93.265 }} radar={false} />);
  await waitFor(() =>
    expect(requested.some((path) => path.startsWith('/points/44.9778,-93.265'))).toBe(true),
  );
  expect(requested).not.toContain(RADAR_TIME);
});
