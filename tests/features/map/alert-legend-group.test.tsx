import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { AlertLegendGroup } from '@/features/map/alert-legend-group';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const answer = (body: unknown) =>
  server.use(http.get('*/alerts/active', () => HttpResponse.json(body as never)));

test('while an alert is in force, the legend names the counties under it', async () => {
  renderWithApp(<AlertLegendGroup county={null} />);
  const group = await screen.findByRole('list', { name: 'Weather alerts' });
  const [entry] = within(group).getAllByRole('listitem');
  // The demo's Winter Storm Warning and Wind Chill Advisory cover the seven counties between them.
  expect(entry).toHaveTextContent(
    'Hatched: county under a weather alert (Hennepin, Ramsey, Dakota, Anoka, Washington, Scott, Carver)',
  );
  expect(within(entry!).getByText(/^Hennepin, /)).toHaveAttribute('lang', 'en');
});

test('a city page\u2019s legend names its county when an alert covers it', async () => {
  renderWithApp(<AlertLegendGroup county="Scott" />);
  const group = await screen.findByRole('list', { name: 'Weather alerts' });
  // Today every county under the alerts that cover Scott (the Wind Chill Advisory) is named, not
  // Scott alone, though CountyAlertLayer's doc says a city page tints its county only.
  expect(group).toHaveTextContent(/\bScott\b/);
});

test('a city page whose county has no alert shows no group', async () => {
  answer({ type: 'FeatureCollection', features: [] });
  renderWithApp(<AlertLegendGroup county="Carver" />);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('no alert in force: no group at all', async () => {
  answer({ type: 'FeatureCollection', features: [] });
  const { container } = renderWithApp(
    <>
      <AlertLegendGroup county={null} />
      <p>legend end</p>
    </>,
  );
  await screen.findByText('legend end');
  // Give the check time to answer; still nothing.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(container).toHaveTextContent(/^legend end$/);
});
