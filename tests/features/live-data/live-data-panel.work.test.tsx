import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type * as MapKinds from '@/kinds/map-kinds';
import { LiveDataPanel } from '@/features/live-data/live-data-panel';
import { useMapItems } from '@/kinds/use-map-items';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import { renderWithApp } from '../../render';
import { queriesSettled } from '../../settle';
import { layersOf } from '../../support/map-kinds';

// Each call reads one kind's placed items, which the panel then maps to a list (~1,000 cameras).
let placedReads = 0;
vi.mock('@/kinds/map-kinds', async (importOriginal) => {
  const actual = await importOriginal<typeof MapKinds>();
  return {
    ...actual,
    placedOf: (...args: Parameters<typeof actual.placedOf>) => {
      placedReads += 1;
      return actual.placedOf(...args);
    },
  };
});

const WITHOUT_CAMERAS = layersOf({ weather: true, news: true, transit: true });

function Panel() {
  const { items } = useMapItems({ mode: 'metro' });
  const [layers, setLayers] = useState(ALL_LAYERS);
  return (
    <>
      <button type="button" onClick={() => setLayers(WITHOUT_CAMERAS)}>
        Hide cameras
      </button>
      <LiveDataPanel items={items} layers={layers} />
    </>
  );
}

const panel = () => screen.getByRole('region', { name: 'Live Twin Cities Data' });
const summary = () => panel().querySelector('[aria-live="polite"]')!;

describe('Live Twin Cities Data: work per render', () => {
  test('a re-render with the same items (a layer hidden) lists no kind’s items again', async () => {
    const { client } = renderWithApp(<Panel />);
    await waitFor(() => expect(summary()).toHaveTextContent(/transit stations on the map\.$/));
    // Every first answer in: the summary is whole with the stations' defaults, and their readings
    // arriving later are new items (a loaded machine counted them here, 12 → 16).
    await queriesSettled(client);
    const before = placedReads;
    await userEvent.click(screen.getByRole('button', { name: 'Hide cameras' }));
    await waitFor(() => expect(summary()).not.toHaveTextContent('traffic cameras'));
    expect(within(panel()).getByText('Traffic cameras on the map')).toHaveTextContent(
      '(hidden on map)',
    );
    expect(placedReads).toBe(before);
  });
});
