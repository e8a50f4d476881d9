import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import { MapList } from '@/features/map/map-list';
import type { MapItemsResult } from '@/kinds/use-map-items';
import type { MapItems, MapLayers } from '@/kinds/map-kinds';
import type { WeatherStation } from '@/domain/types';
import { camera, station, story } from '../../domain/map-item-fixtures';
import { itemsOf, layersOf } from '../../support/map-kinds';

const at = { lat: 44.98, lng: -93.27 };
const hostile = '<img src=x onerror="alert(1)">Crash on I-94';
const ITEMS: MapItems = itemsOf({
  cameras: [{ item: camera('c1', at), point: at }],
  news: [
    {
      item: { ...story('s1', at), title: hostile, url: 'javascript:alert(1)' },
      point: at,
    },
  ],
});
const ALL_ON: MapLayers = layersOf({ cameras: true, weather: true, news: true });
type Feeds = MapItemsResult['feeds'];
const IN = { status: 'success', hasData: true } as const;
const READY: Feeds = { camera: IN, weather: IN, news: IN, transit: IN };

const section = (name: RegExp) => screen.getByRole('region', { name });

test('a section per shown layer, in the map’s order, each titled with its count', () => {
  render(<MapList items={ITEMS} feeds={READY} layers={ALL_ON} onOpen={() => undefined} />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Cameras (1)',
    'Weather (0)',
    'News (1)',
  ]);
  expect(within(section(/^Weather/)).getByText('Nothing to list.')).toBeInTheDocument();
});

test('each entry is a button named like its marker, described by its detail line', () => {
  render(<MapList items={ITEMS} feeds={READY} layers={ALL_ON} onOpen={() => undefined} />);
  const entry = within(section(/^Cameras/)).getByRole('button', {
    name: 'Traffic Camera: Camera c1',
  });
  expect(entry).toHaveAccessibleDescription('I-94 EB · Hennepin County · Active');
});

test('a story’s title from the feed stays text, and no entry is a link', () => {
  const { container } = render(
    <MapList items={ITEMS} feeds={READY} layers={ALL_ON} onOpen={() => undefined} />,
  );
  const entry = within(section(/^News/)).getByRole('button', { name: `News Story: ${hostile}` });
  expect(within(entry).getByText(hostile)).toHaveAttribute('lang', 'en');
  expect(container.querySelector('img')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

test('activating an entry opens its item, the entry taking the focus back', async () => {
  const user = userEvent.setup();
  const onOpen = vi.fn();
  render(<MapList items={ITEMS} feeds={READY} layers={ALL_ON} onOpen={onOpen} />);
  const entry = screen.getByRole('button', { name: 'Traffic Camera: Camera c1' });
  await user.click(entry);
  expect(onOpen).toHaveBeenCalledWith({ kind: 'camera', item: ITEMS.cameras[0]!.item }, entry);
});

test('hidden layers are not listed; with none shown, it says how to show one', () => {
  const { rerender } = render(
    <MapList
      items={ITEMS}
      feeds={READY}
      layers={layersOf({ news: true })}
      onOpen={() => undefined}
    />,
  );
  expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['News (1)']);
  rerender(<MapList items={ITEMS} feeds={READY} layers={layersOf({})} onOpen={() => undefined} />);
  expect(screen.queryByRole('heading')).toBeNull();
  expect(
    screen.getByText('All layers are hidden. Turn on Cameras, Weather or News to list them.'),
  ).toBeInTheDocument();
});

/** A list with one station, and that station's entry. */
function listStation(reading: WeatherStation) {
  render(
    <MapList
      items={{ ...ITEMS, weather: [{ item: reading, point: at }] }}
      feeds={READY}
      layers={ALL_ON}
      onOpen={() => undefined}
    />,
  );
  return screen.getByRole('button', { name: `Weather Station: ${reading.name}` });
}

test("a station's reading is dated on the server's clock: a device 3 hours ahead still lists it", () => {
  const serverNow = Date.now() - 3 * 3_600_000;
  noteServerDate(new Date(serverNow).toUTCString(), Date.now());
  const observedAt = new Date(serverNow - 10 * 60_000).toISOString();
  try {
    expect(
      listStation({ ...station('w1', at.lat, at.lng), observedAt }),
    ).toHaveAccessibleDescription(/^20°F · /);
  } finally {
    forgetServerClock();
  }
});

test('a station without a reading says so in its line', () => {
  const noReading = { ...station('w1', at.lat, at.lng), fallbackFields: ['temperatureF' as const] };
  expect(listStation(noReading)).toHaveAccessibleDescription(/^no current temperature · /);
});

describe('what each feed says, where the map would say it over its corner', () => {
  test('a feed still loading says so, with no count and no "Nothing to list."', () => {
    render(
      <MapList
        items={itemsOf({})}
        feeds={{ ...READY, camera: { status: 'pending', hasData: false } }}
        layers={ALL_ON}
        onOpen={() => undefined}
      />,
    );
    const cameras = section(/^Cameras/);
    expect(within(cameras).getByRole('heading')).toHaveTextContent(/^Cameras$/);
    expect(cameras).toHaveTextContent('Loading traffic cameras…');
    expect(within(cameras).queryByText('Nothing to list.')).toBeNull();
    expect(within(section(/^Weather/)).getByText('Nothing to list.')).toBeInTheDocument();
  });

  test('a feed that failed with nothing kept says it is unavailable, never "Nothing to list."', () => {
    render(
      <MapList
        items={itemsOf({})}
        feeds={{ ...READY, camera: { status: 'error', hasData: false } }}
        layers={ALL_ON}
        onOpen={() => undefined}
      />,
    );
    const cameras = section(/^Cameras/);
    expect(within(cameras).getByRole('heading')).toHaveTextContent(/^Cameras$/);
    expect(cameras).toHaveTextContent('Traffic camera data is unavailable right now.');
    expect(within(cameras).queryByText('Nothing to list.')).toBeNull();
  });

  test('a feed that failed with its last data kept lists it under its failure', () => {
    render(
      <MapList
        items={ITEMS}
        feeds={{ ...READY, camera: { status: 'error', hasData: true } }}
        layers={ALL_ON}
        onOpen={() => undefined}
      />,
    );
    const cameras = section(/^Cameras/);
    expect(within(cameras).getByRole('heading')).toHaveTextContent('Cameras (1)');
    expect(cameras).toHaveTextContent('Traffic cameras: refresh failed, showing the last data.');
    expect(
      within(cameras).getByRole('button', { name: 'Traffic Camera: Camera c1' }),
    ).toBeVisible();
  });
});
