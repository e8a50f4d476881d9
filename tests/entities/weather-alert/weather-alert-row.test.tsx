import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, expect, test } from 'vitest';
import { WeatherAlertRow } from '@/entities/weather-alert/weather-alert-row';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

// The banner is its own chunk: loaded once here so no test waits for the first import.
beforeAll(() => import('@/entities/weather-alert/weather-alert-banner'));

const answer = (body: unknown, status = 200) =>
  server.use(http.get('*/alerts/active', () => HttpResponse.json(body as never, { status })));

test('checking first, then the banner of the most severe alert', async () => {
  renderWithApp(<WeatherAlertRow county={null} tone="light" />);
  expect(screen.getByText('Checking for weather alerts…')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Winter Storm Warning/ })).toBeInTheDocument();
  expect(screen.queryByText('Checking for weather alerts…')).not.toBeInTheDocument();
});

test('no alerts is said in words, for the metro and for a county', async () => {
  answer({ type: 'FeatureCollection', features: [] });
  const { unmount } = renderWithApp(<WeatherAlertRow county={null} tone="light" />);
  expect(await screen.findByText('No weather alerts for the Twin Cities')).toBeInTheDocument();
  unmount();
  renderWithApp(<WeatherAlertRow county="Carver" tone="dark" />);
  expect(await screen.findByText('No weather alerts for Carver County')).toBeInTheDocument();
});

test('a failed first check says it could not check, never that there are no alerts', async () => {
  server.use(
    http.get('*/alerts/active', async () => {
      await delay(10);
      return new HttpResponse(null, { status: 503 });
    }),
  );
  renderWithApp(<WeatherAlertRow county={null} tone="light" />);
  expect(await screen.findByRole('status')).toHaveTextContent("Couldn't check for weather alerts");
  expect(screen.queryByText(/No weather alerts/)).not.toBeInTheDocument();
});
