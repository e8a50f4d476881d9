import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { CountyAlertLayer } from '@/entities/weather-alert/county-alert-tint';
import { server } from '../../msw-server';

function renderOverlay(county: string | null) {
  return render(
    <AppProviders client={createQueryClient()}>
      <CountyAlertLayer county={county} />
    </AppProviders>,
  );
}

const tinted = (container: HTMLElement) =>
  [...container.querySelectorAll<SVGPathElement>('[data-testid="alert-tint"] path')]
    .map((path) => `${path.dataset.county}:${path.dataset.severity}`)
    .sort();

test('the metro: every county under an alert in force is tinted once the alerts are in', async () => {
  const { container } = renderOverlay(null);
  await waitFor(() => expect(tinted(container)).not.toEqual([]));
  // The demo's Winter Storm Warning (Severe) and its Wind Chill Advisory (Minor, the whole metro).
  expect(tinted(container)).toEqual([
    'Anoka:Severe',
    'Carver:Minor',
    'Dakota:Severe',
    'Hennepin:Severe',
    'Ramsey:Severe',
    'Scott:Minor',
    'Washington:Severe',
  ]);
});

test("a city page's county: only the alerts over it, each tinting every county it covers", async () => {
  const { container } = renderOverlay('Scott');
  await waitFor(() => expect(tinted(container)).not.toEqual([]));
  // Scott is under the Wind Chill Advisory only, not the Winter Storm Warning: nothing Severe.
  expect(tinted(container)).toEqual([
    'Anoka:Minor',
    'Carver:Minor',
    'Dakota:Minor',
    'Hennepin:Minor',
    'Ramsey:Minor',
    'Scott:Minor',
    'Washington:Minor',
  ]);
});

test('no alert in force: nothing is drawn over the map', async () => {
  let answered = false;
  server.use(
    http.get('*/alerts/active', () => {
      answered = true;
      return HttpResponse.json({ type: 'FeatureCollection', features: [] });
    }),
  );
  const { container } = renderOverlay(null);
  await waitFor(() => expect(answered).toBe(true));
  expect(container.querySelector('[data-testid="alert-tint"]')).toBeNull();
});
