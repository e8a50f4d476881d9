import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { detailsOf, KIND_DETAILS } from '@/kinds/kind-details';
import { MAP_KIND_LIST, type MapItemRef } from '@/kinds/map-kinds';
import { camera, station, story } from '../features/details/items';
import { renderWithApp } from '../render';
import { transitStation } from '../entities/transit/transit-fixtures';

const REFS: MapItemRef[] = [
  { kind: 'camera', item: camera() },
  { kind: 'weather', item: station() },
  { kind: 'news', item: story() },
  { kind: 'transit', item: transitStation() },
];

test('every kind of the table has its details body', () => {
  expect(Object.keys(KIND_DETAILS)).toEqual(MAP_KIND_LIST);
});

test.each(REFS)('a $kind reference renders its own kind body', (ref) => {
  const details = detailsOf(ref);
  renderWithApp(<details.Body item={ref.item} />);
  const expected = {
    camera: () => screen.getByRole('button', { name: 'Add to My Cameras' }),
    weather: () => screen.getByText('Humidity'),
    news: () => screen.getByRole('list', { name: 'Tags' }),
    transit: () => screen.getByRole('heading', { name: 'Next departures' }),
  }[ref.kind];
  expect(expected()).toBeInTheDocument();
});
