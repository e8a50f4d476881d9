import { describe, expect, test } from 'vitest';
import {
  currentRadarUrl,
  floorToRadarStep,
  isRadarOutOfDate,
  RADAR_BBOX,
  radarFrameDuration,
  radarFrameUrl,
  radarLoopTimes,
  radarTimeParam,
} from '@/domain/radar';
import { project } from '@/domain/projection';

const BASE = 'https://mesonet.agron.iastate.edu';

describe('radar image URLs', () => {
  test('the current mosaic: WMS GetMap of nexrad-n0q over the metro box in EPSG:4326', () => {
    const url = new URL(currentRadarUrl(BASE, '2026-11-25T20:05:00.000Z'));
    expect(url.origin + url.pathname).toBe(`${BASE}/cgi-bin/wms/nexrad/n0q.cgi`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      SERVICE: 'WMS',
      REQUEST: 'GetMap',
      LAYERS: 'nexrad-n0q',
      SRS: 'EPSG:4326',
      BBOX: '-93.8,44.7,-92.8,45.2',
      FORMAT: 'image/png',
      TRANSPARENT: 'TRUE',
    });
  });
  test('a new mosaic time is a new URL; the same time is the same URL (no extra request)', () => {
    const a = currentRadarUrl(BASE, '2026-11-25T20:05:00.000Z');
    expect(currentRadarUrl(BASE, '2026-11-25T20:05:00.000Z')).toBe(a);
    expect(currentRadarUrl(BASE, '2026-11-25T20:10:00.000Z')).not.toBe(a);
  });
  test('the box is the projection box: its corners land on the 7.5 % inset', () => {
    const [west, south, east, north] = RADAR_BBOX.split(',').map(Number);
    expect(project({ lat: north!, lng: west! })).toEqual({ x: 0.075, y: 0.075 });
    const corner = project({ lat: south!, lng: east! });
    expect(corner.x).toBeCloseTo(0.925, 10);
    expect(corner.y).toBeCloseTo(0.925, 10);
  });
  test('a past frame: n0q-t.cgi, layer nexrad-n0q-wmst, TIME on the step', () => {
    const url = new URL(radarFrameUrl(BASE, '2026-11-25T19:10:00Z'));
    expect(url.pathname).toBe('/cgi-bin/wms/nexrad/n0q-t.cgi');
    expect(url.searchParams.get('LAYERS')).toBe('nexrad-n0q-wmst');
    expect(url.searchParams.get('TIME')).toBe('2026-11-25T19:10:00Z');
  });
});

describe('loop frame times', () => {
  test('12 frames, 5 minutes apart, ending at the current mosaic', () => {
    const times = radarLoopTimes('2026-11-25T20:05:00Z');
    expect(times).toHaveLength(12);
    expect(times[0]).toBe('2026-11-25T19:10:00Z');
    expect(times[11]).toBe('2026-11-25T20:05:00Z');
  });
  test('a time off the step is rounded down to the 5-minute step', () => {
    expect(radarLoopTimes('2026-11-25T20:09:59Z').at(-1)).toBe('2026-11-25T20:05:00Z');
    expect(floorToRadarStep(Date.parse('2026-11-25T20:04:59.999Z'))).toBe(
      Date.parse('2026-11-25T20:00:00Z'),
    );
  });
  test('the turn of a year: frames fall in the old year, in UTC', () => {
    const times = radarLoopTimes('2027-01-01T00:20:00Z');
    expect(times[0]).toBe('2026-12-31T23:25:00Z');
    expect(times.filter((time) => time.startsWith('2026-12-31'))).toHaveLength(7);
    expect(times.at(-1)).toBe('2027-01-01T00:20:00Z');
  });
  test('a time that does not parse gives no frames', () => {
    expect(radarLoopTimes('not a time')).toEqual([]);
  });
  test('TIME is whole minutes in UTC with Z', () => {
    expect(radarTimeParam(Date.UTC(2026, 10, 25, 9, 5, 42))).toBe('2026-11-25T09:05:00Z');
  });
  test('the newest frame holds longer, so the loop reads as one hour', () => {
    expect(radarFrameDuration(11, 12)).toBeGreaterThan(radarFrameDuration(0, 12));
  });
});

describe('out of date', () => {
  const valid = '2026-11-25T20:05:00Z';
  test.each([
    [19, false],
    [20, false],
    [21, true],
  ])('%i minutes after the mosaic: out of date %s', (minutes, outOfDate) => {
    expect(isRadarOutOfDate(valid, Date.parse(valid) + minutes * 60_000)).toBe(outOfDate);
  });
  test('an unknown time is out of date', () => {
    expect(isRadarOutOfDate('', Date.now())).toBe(true);
  });
});
