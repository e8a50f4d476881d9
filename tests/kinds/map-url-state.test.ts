import { describe, expect, test } from 'vitest';
import {
  ALL_LAYERS,
  DEFAULT_MAP_URL_STATE,
  parseLayers,
  parseMapUrlState,
  sameLayers,
  serializeLayers,
  writeMapUrlState,
} from '@/kinds/map-url-state';
import { toSearchString } from '@/domain/search-string';
import { layersOf } from '../support/map-kinds';

const parse = (query: string) => parseMapUrlState(new URLSearchParams(query));

describe('reading the map view from the URL', () => {
  test('no query is the default view', () => {
    expect(parse('')).toEqual(DEFAULT_MAP_URL_STATE);
  });
  test('the example link of the issue', () => {
    expect(parse('?style=street&layers=cameras,news&zoom=1.5')).toEqual({
      style: 'street',
      layers: layersOf({ cameras: true, news: true }),
      zoom: 1.5,
      view: 'map',
      radar: false,
    });
  });
  test.each([
    ['radar=on', true],
    ['radar=ON', false],
    ['radar=1', false],
    ['', false],
  ])('%s gives radar %s', (query, radar) => {
    expect(parse(query).radar).toBe(radar);
  });
  test('encoded commas read the same', () => {
    expect(parse('layers=cameras%2Cweather').layers).toEqual(
      layersOf({ cameras: true, weather: true }),
    );
  });
  test.each([
    ['style=satellite', 'overview'],
    ['style=STREET', 'overview'],
    ['style=', 'overview'],
    ['style=detailed', 'detailed'],
  ])('%s gives style %s', (query, style) => {
    expect(parse(query).style).toBe(style);
  });
  test('a missing style takes the caller’s fallback', () => {
    expect(parseMapUrlState(new URLSearchParams(''), 'detailed').style).toBe('detailed');
  });
  test.each([
    ['zoom=2', 2],
    ['zoom=1.3', 1.25],
    ['zoom=9', 3],
    ['zoom=0', 0.5],
    ['zoom=abc', 1],
    ['zoom=', 1],
    ['zoom=Infinity', 1],
  ])('%s gives zoom %d', (query, zoom) => {
    expect(parse(query).zoom).toBe(zoom);
  });
  test.each([
    ['view=list', 'list'],
    ['view=grid', 'map'],
  ])('%s gives view %s', (query, view) => {
    expect(parse(query).view).toBe(view);
  });
});

describe('layers in the URL', () => {
  test('absent means all on', () => {
    expect(parseLayers(null)).toEqual(ALL_LAYERS);
  });
  test('"none", empty or unknown names mean all off', () => {
    const off = layersOf({});
    expect(parseLayers('none')).toEqual(off);
    expect(parseLayers('')).toEqual(off);
    expect(parseLayers('traffic,radar')).toEqual(off);
  });
  test('names are trimmed and case-insensitive', () => {
    expect(parseLayers(' Cameras , NEWS ')).toEqual(layersOf({ cameras: true, news: true }));
  });
  test('serialised in a fixed order, "none" when all are off', () => {
    expect(serializeLayers(layersOf({ news: true, cameras: true }))).toBe('cameras,news');
    expect(serializeLayers(layersOf({}))).toBe('none');
  });
  test('sameLayers compares every layer', () => {
    expect(
      sameLayers(ALL_LAYERS, { transit: true, cameras: true, weather: true, news: true }),
    ).toBe(true);
    expect(sameLayers(ALL_LAYERS, layersOf({ cameras: true, news: true }))).toBe(false);
  });
});

describe('writing the map view into the URL', () => {
  const write = (query: string, patch: Partial<typeof DEFAULT_MAP_URL_STATE>) =>
    toSearchString(writeMapUrlState(new URLSearchParams(query), { ...parse(query), ...patch }));
  test('defaults leave the query empty', () => {
    expect(write('', {})).toBe('');
  });
  test('the example link round-trips with readable commas', () => {
    expect(
      write('', {
        style: 'street',
        layers: layersOf({ cameras: true, news: true }),
        zoom: 1.5,
      }),
    ).toBe('style=street&layers=cameras,news&zoom=1.5');
  });
  test('going back to a default removes its key', () => {
    expect(write('style=street&zoom=2', { zoom: 1 })).toBe('style=street');
  });
  test('other keys are kept', () => {
    expect(write('utm_source=mail', { view: 'list' })).toBe('utm_source=mail&view=list');
  });
  test('radar is written only when on, after the other keys', () => {
    expect(write('zoom=2', { radar: true })).toBe('zoom=2&radar=on');
    expect(write('zoom=2&radar=on', { radar: false })).toBe('zoom=2');
  });
  test('the zoom is snapped before writing', () => {
    expect(write('', { zoom: 1.3 })).toBe('zoom=1.25');
  });
});
