import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { expect, test, vi } from 'vitest';
import { FilterPanel } from '@/features/city-pages/filter-panel';
import type { LocalKindCounts } from '@/features/city-pages/use-local-news-data';
import { ALL } from '@/domain/news-selection';
import { preloadRadixParts } from '../../support/radix-parts';
import { layersOf, localKindCountsOf } from '../../support/map-kinds';

preloadRadixParts();

type Props = ComponentProps<typeof FilterPanel>;

const READY: LocalKindCounts = localKindCountsOf({
  camera: { count: 12, shown: 12, failed: false },
  weather: { count: 1, shown: 1, failed: false },
  news: { count: 7, shown: 3, failed: false },
});

const props = (extra: Partial<Props> = {}): Props => ({
  layers: layersOf({ cameras: true, news: true }),
  onLayersChange: () => undefined,
  radar: false,
  onRadarChange: () => undefined,
  counts: READY,
  categories: ['Traffic'],
  tags: [],
  newsLoading: false,
  filter: { category: ALL, tag: ALL },
  onFilterChange: () => undefined,
  ...extra,
});

// The contract's map layer group, as on every map.
const layers = () => screen.getByRole('group', { name: 'Map Layers' });
const live = () => screen.getByRole('region', { name: 'Live Data Active' });

test('one switch per kind in the map’s order, each with what the filter shows', async () => {
  const user = userEvent.setup();
  const onLayersChange = vi.fn();
  render(<FilterPanel {...props({ onLayersChange })} />);
  const switches = within(layers()).getAllByRole('button', { pressed: undefined });
  expect(switches.map((button) => button.textContent)).toEqual([
    'Cameras 12',
    'Weather 1',
    'News 3',
    'Transit 0',
    'Radar',
  ]);
  expect(within(layers()).getByRole('button', { name: 'Cameras 12' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const weather = within(layers()).getByRole('button', { name: 'Weather 1' });
  expect(weather).toHaveAttribute('aria-pressed', 'false');
  await user.click(weather);
  expect(onLayersChange).toHaveBeenCalledWith(
    layersOf({ cameras: true, weather: true, news: true }),
  );
});

test('the live lines count what is near, news before its filter, in singular and plural', () => {
  render(<FilterPanel {...props()} />);
  expect(
    within(live())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['12 traffic cameras', '1 weather station', '7 stories nearby']);
});

test('transit has its switch with its count, but no live line: the contract names three', () => {
  render(
    <FilterPanel
      {...props({
        counts: { ...READY, transit: { count: 9, shown: 4, failed: false } },
        layers: layersOf({ transit: true }),
      })}
    />,
  );
  expect(within(layers()).getByRole('button', { name: 'Transit 4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(live()).getAllByRole('listitem')).toHaveLength(3);
  expect(live()).not.toHaveTextContent(/transit/i);
});

test('while the feeds load: an ellipsis on the switches and a loading line', () => {
  render(
    <FilterPanel
      {...props({
        counts: {
          ...READY,
          camera: { count: null, shown: null, failed: false },
          news: { count: null, shown: null, failed: false },
        },
      })}
    />,
  );
  expect(within(layers()).getByRole('button', { name: 'Cameras …' })).toBeInTheDocument();
  expect(within(layers()).getByRole('button', { name: 'News …' })).toBeInTheDocument();
  expect(within(live()).getByText('Traffic cameras loading…')).toBeInTheDocument();
  expect(within(live()).getByText('Stories loading…')).toBeInTheDocument();
});

test('a feed that failed before answering: a dash and its unavailable line', () => {
  render(
    <FilterPanel
      {...props({
        counts: {
          ...READY,
          camera: { count: null, shown: null, failed: true },
          news: { count: null, shown: null, failed: true },
        },
      })}
    />,
  );
  expect(within(layers()).getByRole('button', { name: 'Cameras –' })).toBeInTheDocument();
  expect(within(layers()).getByRole('button', { name: 'News –' })).toBeInTheDocument();
  expect(within(live()).getByText('Traffic cameras unavailable')).toBeInTheDocument();
  expect(within(live()).getByText('Stories unavailable')).toBeInTheDocument();
});

test('radar is its own switch', async () => {
  const user = userEvent.setup();
  const onRadarChange = vi.fn();
  render(<FilterPanel {...props({ onRadarChange })} />);
  await user.click(within(layers()).getByRole('button', { name: 'Radar' }));
  expect(onRadarChange).toHaveBeenCalledWith(true);
});

test('the tags select shows only when the feed has tags; feed words stay text, in English', async () => {
  const user = userEvent.setup();
  const hostile = '<img src=x onerror="alert(1)">Roads';
  const { container, rerender } = render(
    <FilterPanel {...props({ categories: [hostile], filter: { category: hostile, tag: ALL } })} />,
  );
  const categories = screen.getByRole('combobox', { name: 'News Categories' });
  expect(categories).toHaveTextContent(hostile);
  expect(within(categories).getByText(hostile)).toHaveAttribute('lang', 'en');
  expect(container.querySelector('img')).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
  rerender(<FilterPanel {...props({ tags: ['detour'] })} />);
  const tags = screen.getByRole('combobox', { name: 'Tags' });
  expect(tags).toHaveTextContent('All Tags');
  expect(within(tags).getByText('All Tags')).not.toHaveAttribute('lang');
  await user.click(tags);
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['All Tags', 'detour']);
  expect(options[1]).toHaveAttribute('lang', 'en');
});

test('while the news loads, a blank box holds the tags field’s place, not a control', () => {
  const { rerender } = render(<FilterPanel {...props({ newsLoading: true })} />);
  expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
  expect(screen.getByTestId('tags-placeholder')).toHaveAttribute('aria-hidden', 'true');
  // Answered with tags: the field takes the box's place.
  rerender(<FilterPanel {...props({ newsLoading: false, tags: ['detour'] })} />);
  expect(screen.getByRole('combobox', { name: 'Tags' })).toBeInTheDocument();
  expect(screen.queryByTestId('tags-placeholder')).toBeNull();
  // Answered without a tag near this city: nothing.
  rerender(<FilterPanel {...props({ newsLoading: false })} />);
  expect(screen.queryByTestId('tags-placeholder')).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
});
