import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { expect, test, vi } from 'vitest';
import { LocalDataPanel } from '@/features/city-pages/local-data-panel';
import type { LocalKindCounts } from '@/features/city-pages/use-local-news-data';
import { ALL } from '@/domain/news-selection';
import { preloadRadixParts } from '../../support/radix-parts';
import { layersOf, localKindCountsOf } from '../../support/map-kinds';

preloadRadixParts();

type Props = ComponentProps<typeof LocalDataPanel>;

const READY: LocalKindCounts = localKindCountsOf({
  camera: { count: 1, shown: 1, failed: false },
  weather: { count: 5, shown: 5, failed: false },
  news: { count: 9, shown: 4, failed: false },
});

const props = (extra: Partial<Props> = {}): Props => ({
  layers: layersOf({ cameras: true, weather: true }),
  onLayersChange: () => undefined,
  radar: false,
  onRadarChange: () => undefined,
  counts: READY,
  categories: ['Traffic'],
  category: ALL,
  onCategoryChange: () => undefined,
  ...extra,
});

const panel = () => screen.getByRole('region', { name: 'Local Data' });
const rows = () => within(panel()).getAllByRole('listitem');

test('one row per kind, in the map’s order: its name, what the filter shows, Show or Hide', () => {
  render(<LocalDataPanel {...props()} />);
  expect(rows().map((row) => row.textContent)).toEqual([
    'Traffic1 cameraHide',
    'Weather5 stationsHide',
    'News4 stories · hiddenShow',
  ]);
  expect(within(panel()).getByRole('button', { name: 'Hide Traffic' })).toHaveTextContent('Hide');
  expect(within(panel()).getByRole('button', { name: 'Show News' })).toHaveTextContent('Show');
});

test('transit is a switch with its count beside Radar, in the map layers group', async () => {
  const user = userEvent.setup();
  const onLayersChange = vi.fn();
  render(
    <LocalDataPanel
      {...props({
        onLayersChange,
        counts: { ...READY, transit: { count: 12, shown: 7, failed: false } },
      })}
    />,
  );
  const group = within(panel()).getByRole('group', { name: 'Map Layers' });
  const transit = within(group).getByRole('button', { name: 'Transit 7' });
  expect(transit).toHaveAttribute('aria-pressed', 'false');
  expect(within(group).getByRole('button', { name: 'Radar' })).toBeInTheDocument();
  expect(within(panel()).queryByRole('button', { name: /^(Show|Hide) Transit/ })).toBeNull();
  await user.click(transit);
  expect(onLayersChange).toHaveBeenCalledWith(
    layersOf({ cameras: true, weather: true, transit: true }),
  );
});

test('Show or Hide flips that layer only', async () => {
  const user = userEvent.setup();
  const onLayersChange = vi.fn();
  render(<LocalDataPanel {...props({ onLayersChange })} />);
  await user.click(within(panel()).getByRole('button', { name: 'Show News' }));
  expect(onLayersChange).toHaveBeenLastCalledWith(
    layersOf({ cameras: true, weather: true, news: true }),
  );
  await user.click(within(panel()).getByRole('button', { name: 'Hide Weather' }));
  expect(onLayersChange).toHaveBeenLastCalledWith(layersOf({ cameras: true }));
});

test('a feed still loading says so; one that failed says it is unavailable', () => {
  render(
    <LocalDataPanel
      {...props({
        layers: layersOf({ cameras: true, weather: true, news: true }),
        counts: {
          ...READY,
          camera: { count: null, shown: null, failed: false },
          news: { count: null, shown: null, failed: true },
        },
      })}
    />,
  );
  expect(rows()[0]).toHaveTextContent('Loading…');
  expect(rows()[2]).toHaveTextContent('Unavailable');
});

test('radar is a switch; a category from the feed stays text', async () => {
  const user = userEvent.setup();
  const onRadarChange = vi.fn();
  const hostile = '<b>Roads</b>';
  const { container } = render(
    <LocalDataPanel {...props({ onRadarChange, categories: [hostile], category: hostile })} />,
  );
  await user.click(within(panel()).getByRole('button', { name: 'Radar' }));
  expect(onRadarChange).toHaveBeenCalledWith(true);
  expect(within(panel()).getByRole('combobox', { name: 'Categories' })).toHaveTextContent(hostile);
  expect(container.querySelector('b')).toBeNull();
});
