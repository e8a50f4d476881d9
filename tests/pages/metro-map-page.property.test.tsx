import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MetroMapPage } from '@/pages/metro-map-page';
import { renderWithApp } from '../render';
import {
  expectNothingHostile,
  samples,
  serveHostile,
  stubPageGlobals,
} from './hostile-feeds-fixtures';

stubPageGlobals();

/** Markers the samples drew: the box check above must have had markers to check. */
let markersChecked = 0;

describe('pages under hostile feeds', () => {
  test.each(samples.map((sample, index) => [index, sample] as const))(
    'metro map page, payload %i',
    async (_index, [cameras, news, weather]) => {
      serveHostile(cameras, news, weather);
      const { container } = renderWithApp(<MetroMapPage />);
      await screen.findByRole('heading', { name: 'Twin Cities Interactive Map' });
      await waitFor(() => expect(screen.queryAllByText(/^Loading/).length).toBe(0), {
        timeout: 3000,
      }).catch(() => undefined);
      // The geography and the markers are drawn after the first paint, in a transition: the feeds'
      // words can be on screen before it commits.
      await waitFor(
        () => expect(container.querySelector('[data-testid="map-geography"]')).not.toBeNull(),
        {
          timeout: 3000,
        },
      ).catch(() => undefined);
      markersChecked += expectNothingHostile(container);
    },
  );

  test('the samples drew markers, so their positions were checked', () => {
    expect(markersChecked).toBeGreaterThan(0);
  });
});
