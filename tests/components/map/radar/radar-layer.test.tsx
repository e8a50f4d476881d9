import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import { RadarLayer } from '@/components/map/radar/radar-layer';
import { server } from '../../../msw-server';
import { renderWithApp } from '../../../render';

const RADAR_TIME = 'https://mesonet.agron.iastate.edu/data/gis/images/4326/USCOMP/n0q_0.json';

function Harness() {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <div data-testid="zoomed-layer">
        <RadarLayer panelSlot={slot} tone="light" />
      </div>
      <div data-testid="below-map" ref={setSlot} />
    </>
  );
}

const radarImage = () => screen.findByRole('img', { name: /^Weather radar/ });

class FakeImage {
  static made: FakeImage[] = [];
  src = '';
  decoding = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  decode = () => Promise.resolve();
  constructor() {
    FakeImage.made.push(this);
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeImage.made = [];
});

describe('the current radar', () => {
  test('one image of the current mosaic, its time, the legend and the credit below the map', async () => {
    server.use(
      http.get(RADAR_TIME, () => HttpResponse.json({ meta: { valid: new Date().toISOString() } })),
    );
    renderWithApp(<Harness />);
    const image = await radarImage();
    const url = new URL(image.getAttribute('src')!);
    expect(url.pathname).toBe('/cgi-bin/wms/nexrad/n0q.cgi');
    expect(url.searchParams.get('BBOX')).toBe('-93.8,44.7,-92.8,45.2');
    expect(screen.getByTestId('zoomed-layer')).toContainElement(image);
    const panel = screen.getByTestId('below-map');
    expect(panel).toHaveTextContent(/^Radar \d{1,2}:\d\d (AM|PM)/);
    expect(panel).toHaveTextContent('Radar: NWS NEXRAD via Iowa Environmental Mesonet');
    expect(screen.getByRole('img', { name: /reflectivity/ })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('out of date');
  });
  test('a mosaic more than 20 minutes old is marked out of date', async () => {
    server.use(
      http.get(RADAR_TIME, () =>
        HttpResponse.json({ meta: { valid: new Date(Date.now() - 21 * 60_000).toISOString() } }),
      ),
    );
    renderWithApp(<Harness />);
    await radarImage();
    expect(screen.getByTestId('below-map')).toHaveTextContent('out of date');
  });
  test("a current mosaic on a device 25 minutes fast is current: ages are read on the server's clock", async () => {
    const serverTime = Date.now() - 25 * 60_000;
    noteServerDate(new Date(serverTime).toUTCString(), Date.now());
    try {
      server.use(
        http.get(RADAR_TIME, () =>
          HttpResponse.json({ meta: { valid: new Date(serverTime - 5 * 60_000).toISOString() } }),
        ),
      );
      renderWithApp(<Harness />);
      await radarImage();
      expect(screen.getByTestId('below-map')).toHaveTextContent(/^Radar \d/);
      expect(screen.getByTestId('below-map')).not.toHaveTextContent('out of date');
    } finally {
      forgetServerClock();
    }
  });
  test.each([
    ['a 503', () => HttpResponse.json({}, { status: 503 })],
    ['an answer without meta.valid', () => HttpResponse.json({ meta: {} })],
  ])('%s for the time: "Radar unavailable", no image', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(RADAR_TIME, answer));
    renderWithApp(<Harness />);
    expect(await screen.findByText('Radar unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Weather radar/ })).not.toBeInTheDocument();
  });
  test('an image that fails: "Radar unavailable" in its place', async () => {
    renderWithApp(<Harness />);
    fireEvent.error(await radarImage());
    expect(await screen.findByText('Radar unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Weather radar/ })).not.toBeInTheDocument();
  });
});

describe('the loop', () => {
  test('plays only when asked: 12 frames preloaded, a failed one skipped, then pauses', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const image = await radarImage();
    const current = image.getAttribute('src');
    vi.stubGlobal('Image', FakeImage);
    expect(FakeImage.made).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Play radar loop' }));
    expect(FakeImage.made).toHaveLength(12);
    const times = FakeImage.made.map((frame) => new URL(frame.src).searchParams.get('TIME'));
    expect(new Set(times).size).toBe(12);
    expect(FakeImage.made.every((frame) => frame.src.includes('/n0q-t.cgi'))).toBe(true);
    expect(screen.getByText('Loading the last hour…')).toBeInTheDocument();
    // Nothing is shown before it has loaded.
    expect(image.getAttribute('src')).toBe(current);

    // From here the loop's own timer runs on a fake clock: no step depends on the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      FakeImage.made[0]!.onerror?.();
      FakeImage.made[1]!.onload?.();
      FakeImage.made[2]!.onload?.();
    });
    const shown = new Set<string>();
    for (let step = 0; step < 6; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(700));
      const src = screen.getByRole('img', { name: /^Weather radar/ }).getAttribute('src')!;
      shown.add(new URL(src).searchParams.get('TIME') ?? '');
    }
    expect([...shown].sort()).toEqual([times[1], times[2]].sort());
    expect(screen.getByRole('button', { name: 'Pause radar loop' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pause radar loop' }));
    expect(screen.getByRole('img', { name: /^Weather radar/ }).getAttribute('src')).toBe(current);
    expect(screen.getByRole('button', { name: 'Play radar loop' })).toBeInTheDocument();
  });
  test('every frame failing says so and keeps the current radar', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    const current = (await radarImage()).getAttribute('src');
    vi.stubGlobal('Image', FakeImage);
    await user.click(screen.getByRole('button', { name: 'Play radar loop' }));
    await act(async () => FakeImage.made.forEach((frame) => frame.onerror?.()));
    expect(await screen.findByText('Radar loop unavailable')).toBeInTheDocument();
    expect((await radarImage()).getAttribute('src')).toBe(current);
  });
});
