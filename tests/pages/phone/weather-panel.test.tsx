import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { server } from '../../msw-server';
import { serverWeatherReadMinutesAgo } from '../../server-weather-read';
import { answer, hang, openTab, renderView } from './compact-view-fixtures';
import { wholeText } from '../../support/whole-text';

describe('Weather', () => {
  test('every station with location, county, °F, mph, humidity % and conditions', async () => {
    renderView();
    const panel = await openTab('Weather');
    // The forecast's lists come first in the tab: the stations are their own list.
    const list = await within(panel).findByRole('list', { name: 'Weather stations' });
    const stations = within(list).getAllByRole('listitem');
    expect(stations).toHaveLength(5);
    const msp = stations[0]!;
    expect(within(msp).getByRole('heading')).toHaveTextContent('MSP Airport');
    for (const text of ['Hennepin County', '17°F', '15 mph', '71%', 'Light Snow'])
      expect(within(msp).getByText(wholeText(text))).toBeInTheDocument();
    expect(within(stations[4]!).getByText('Light Snow and Fog/Mist')).toBeInTheDocument();
  });

  test('missing readings show dashes, not zeros', async () => {
    server.use(
      answer('/api/weather/nws-live', {
        data: [{ location: 'Nowhere', county: '', temperature: null, conditions: '' }],
        source: 'National Weather Service',
      }),
    );
    renderView();
    const list = await within(await openTab('Weather')).findByRole('list', {
      name: 'Weather stations',
    });
    const station = within(list).getByRole('listitem');
    for (const text of ['--°F', '-- mph', '--%', 'County not reported', 'Conditions not reported'])
      expect(within(station).getByText(text)).toBeInTheDocument();
  });

  test('loading', async () => {
    server.use(hang('/api/weather/nws-live'));
    renderView();
    expect(within(await openTab('Weather')).getByRole('status')).toHaveTextContent(
      'Loading weather stations…',
    );
  });

  test('error', async () => {
    server.use(answer('/api/weather/nws-live', { message: 'down' }, 502));
    renderView();
    const panel = await openTab('Weather');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Weather could not be loaded. Try Refresh in a moment.',
    );
  });

  test('empty', async () => {
    server.use(answer('/api/weather/nws-live', { data: [], source: 'National Weather Service' }));
    renderView();
    const panel = await openTab('Weather');
    expect(
      await within(panel).findByText('No weather stations are reporting right now.'),
    ).toBeInTheDocument();
  });

  test('an answer in a shape of its own is an error, never "no stations"', async () => {
    server.use(answer('/api/weather/nws-live', [{ location: 'MSP Airport', temperature: 17 }]));
    renderView();
    const panel = await openTab('Weather');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Weather could not be loaded. Try Refresh in a moment.',
    );
    expect(within(panel).queryByText('No weather stations are reporting right now.')).toBeNull();
  });

  test("the server's source and read time", async () => {
    server.use(serverWeatherReadMinutesAgo(3));
    renderView();
    const panel = await openTab('Weather');
    expect(
      await within(panel).findByText('National Weather Service · read 3 min ago'),
    ).toBeInTheDocument();
  });
});
