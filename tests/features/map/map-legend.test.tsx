import { act, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { MapLegend } from '@/features/map/map-legend';
import { renderWithApp } from '../../render';

// One first paint for every waiter (the legend and the alerts' feed both wait on it).
const paint = await vi.hoisted(async () => (await import('../../support/held-paint')).heldPaint());

vi.mock('@/lib/after-first-paint', () => ({ afterFirstContentfulPaint: () => paint.painted }));

const legend = () => screen.getByRole('region', { name: 'Map legend' });
const entries = (name: string) =>
  within(within(legend()).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test('a group per map kind, in the map’s order, then the visitor’s own marker', () => {
  renderWithApp(<MapLegend />);
  expect(within(legend()).getAllByRole('list')).toHaveLength(5);
  expect(entries('Cameras')).toEqual(['Active camera', 'Inactive', 'Under maintenance']);
  expect(entries('Weather')).toEqual(['NWS station with temperature']);
  expect(entries('News impact')).toEqual(['High (red)', 'Medium (orange)', 'Other (blue)']);
  expect(entries('Transit')).toEqual(['Transit Vehicle', 'Transit Station']);
  expect(entries('You')).toEqual(['Your location']);
});

test('the weather alerts’ group comes only after the first paint, while an alert is in force', async () => {
  renderWithApp(<MapLegend />);
  expect(within(legend()).queryByRole('list', { name: 'Weather alerts' })).toBeNull();
  await act(async () => paint.done());
  expect(await within(legend()).findByRole('list', { name: 'Weather alerts' })).toHaveTextContent(
    /Hennepin/,
  );
});
