import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test, vi } from 'vitest';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import { MetroMapBelow } from '@/pages/metro-map-below';
import { renderWithApp } from '../render';

// The forecast panel is its own chunk: compiled once here, not against a test's wait.
beforeAll(() => import('@/entities/forecast/forecast-panel'), 120_000);

const PANELS = [
  'Find a Place',
  'Near You',
  'Live Twin Cities Data',
  'Forecast',
  'Traffic Cameras',
  'Weather Stations',
  'Local News',
];

const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

function renderBelow(layers = ALL_LAYERS) {
  const onOpen = vi.fn();
  const onShow = vi.fn();
  const result = renderWithApp(<MetroMapBelow layers={layers} onOpen={onOpen} onShow={onShow} />);
  return { ...result, onOpen, onShow };
}

test('the panels below the map, in the page’s order; no My Cameras without favourites', async () => {
  renderBelow();
  const regions = await Promise.all(PANELS.map((name) => screen.findByRole('region', { name })));
  regions.slice(1).forEach((region, i) => expect(follows(regions[i]!, region)).toBe(true));
  expect(screen.queryByRole('region', { name: 'My Cameras' })).not.toBeInTheDocument();
});

/** A region's cards: its buttons, not the star toggle beside each camera (aria-pressed). */
const cardsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-pressed'));

test('the card lists keep the contract’s caps: 6 cameras, 5 stations, 6 stories', async () => {
  renderBelow();
  await waitFor(() => {
    expect(cardsOf('Traffic Cameras')).toHaveLength(6);
    expect(cardsOf('Weather Stations')).toHaveLength(5);
    expect(cardsOf('Local News')).toHaveLength(6);
  });
});

test('a card opens its item through onOpen, with the card as the opener', async () => {
  const user = userEvent.setup();
  const { onOpen } = renderBelow();
  await waitFor(() => expect(cardsOf('Traffic Cameras')).toHaveLength(6));
  const card = cardsOf('Traffic Cameras')[0]!;
  await user.click(card);
  expect(onOpen).toHaveBeenCalledOnce();
  const [target, opener] = onOpen.mock.calls[0]!;
  expect(target.kind).toBe('camera');
  expect(card).toHaveTextContent(target.item.name);
  expect(opener).toBe(card);
});

test('the live numbers say which layers the map hides', async () => {
  renderBelow({ ...ALL_LAYERS, news: false });
  const live = await screen.findByRole('region', { name: 'Live Twin Cities Data' });
  expect(within(live).getAllByText('(hidden on map)')).toHaveLength(1);
  expect(within(live).getByText(/News stories on the map/).parentElement).toHaveTextContent(
    '(hidden on map)',
  );
});
