import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { WeatherPart } from '@/features/status/weather-part';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const answer = (data: unknown[]) =>
  server.use(
    http.get('*/api/weather/nws-live', () =>
      HttpResponse.json({
        data,
        source: 'National Weather Service',
        timestamp: new Date().toISOString(),
      }),
    ),
  );

const part = () => screen.getByRole('region', { name: 'Weather' });

test('each reading: the place and its county, temperature, conditions, wind and humidity', async () => {
  answer([
    {
      location: 'Minneapolis',
      county: 'Hennepin',
      temperature: 17.4,
      windSpeed: 12.6,
      humidity: 71,
      conditions: 'Light Snow',
      timestamp: new Date().toISOString(),
    },
  ]);
  renderWithApp(<WeatherPart />);
  const list = await within(part()).findByRole('list', { name: 'Weather observations' });
  const [row] = within(list).getAllByRole('listitem');
  expect(within(row!).getByText('Minneapolis')).toHaveAttribute('lang', 'en');
  expect(row).toHaveTextContent('Hennepin County');
  expect(row).toHaveTextContent('17°F');
  expect(row).toHaveTextContent(/Light Snow.*Wind 13 mph.*Humidity 71%/);
});

test('a reading over 2 hours old says when it was observed; a recent one does not', async () => {
  const reading = { county: 'Hennepin', temperature: 17, windSpeed: 5, humidity: 70 };
  answer([
    {
      ...reading,
      location: 'Crystal',
      timestamp: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    },
    { ...reading, location: 'Minneapolis', timestamp: new Date(Date.now() - 60_000).toISOString() },
  ]);
  renderWithApp(<WeatherPart />);
  const list = await within(part()).findByRole('list', { name: 'Weather observations' });
  const [old, recent] = within(list).getAllByRole('listitem');
  expect(old).toHaveTextContent(/Observed \d{1,2}:\d{2} [AP]M \([23] h ago\)/);
  expect(recent).not.toHaveTextContent('Observed');
});

test('a missing reading is a dash that says "not reported"; missing conditions say so too', async () => {
  answer([{ location: 'Anoka', county: '', temperature: null, windSpeed: 'calm', humidity: 50 }]);
  renderWithApp(<WeatherPart />);
  const list = await within(part()).findByRole('list', { name: 'Weather observations' });
  const [row] = within(list).getAllByRole('listitem');
  expect(row).not.toHaveTextContent('County');
  expect(row).toHaveTextContent('Conditions not reported');
  expect(within(row!).getAllByText('not reported')).toHaveLength(2);
  expect(within(row!).getAllByText('–')[0]).toHaveAttribute('aria-hidden', 'true');
  expect(row).toHaveTextContent('Humidity 50%');
});

test('feed words with markup are text', async () => {
  answer([
    { location: '<img src=x onerror=alert(1)>', county: 'Ramsey', conditions: '<b>Fog</b>' },
  ]);
  renderWithApp(<WeatherPart />);
  expect(await within(part()).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(within(part()).getByText('<b>Fog</b>')).toBeInTheDocument();
  expect(part().querySelector('img, b')).toBeNull();
});

test('loading, then an empty answer says there are no observations right now', async () => {
  server.use(
    http.get('*/api/weather/nws-live', async () => {
      await delay(50);
      return HttpResponse.json({ data: [], source: 'National Weather Service' });
    }),
  );
  renderWithApp(<WeatherPart />);
  expect(within(part()).getByText('Loading weather data...')).toBeInTheDocument();
  expect(
    await within(part()).findByText('No weather observations reported right now.'),
  ).toBeInTheDocument();
  expect(within(part()).queryByRole('list')).not.toBeInTheDocument();
});

test('a failed first load says the weather is unavailable', async () => {
  server.use(http.get('*/api/weather/nws-live', () => new HttpResponse(null, { status: 500 })));
  renderWithApp(<WeatherPart />);
  expect(
    await within(part()).findByText('Weather data temporarily unavailable'),
  ).toBeInTheDocument();
});
