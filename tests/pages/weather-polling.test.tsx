import { waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { WeatherPolling } from '@/pages/weather-polling';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

const requested: string[] = [];
const record = ({ request }: { request: Request }) =>
  void requested.push(new URL(request.url).pathname);
server.events.on('request:start', record);

afterEach(() => {
  requested.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

test('a page without forecast or radar polls neither', async () => {
  renderWithApp(<WeatherPolling forecastAt={null} radar={false} />);
  await settle();
  expect(requested).toEqual([]);
});

test('radar on: the radar\u2019s time is fetched; no forecast without a place', async () => {
  renderWithApp(<WeatherPolling forecastAt={null} radar />);
  await waitFor(() => expect(requested).toContain('/data/gis/images/4326/USCOMP/n0q_0.json'));
  await settle();
  expect(requested.some((path) => path.startsWith('/points/'))).toBe(false);
});

test('a place: its forecast is fetched from the NWS point of that place', async () => {
  renderWithApp(<WeatherPolling forecastAt={{ lat: 44.9778, lng: -93.265 }} radar={false} />);
  // The forecast's fetch code loads with its first request.
  await waitFor(() =>
    expect(requested.some((path) => path.startsWith('/points/44.9778,-93.265'))).toBe(true),
  );
  expect(requested).not.toContain('/data/gis/images/4326/USCOMP/n0q_0.json');
});
