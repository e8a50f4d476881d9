import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { LOCAL_MAP_INITIAL_ZOOM } from '@/domain/constants';
import { ALL_LAYERS, MAP_LAYER_KEYS } from '@/kinds/map-url-state';
import { useLocalMapState } from '@/features/city-pages/use-local-map-state';
import { stubScreenWidth } from '../../hooks/media-fixtures';

afterEach(() => vi.unstubAllGlobals());

test('a desktop starts on the overview map, every layer on, at the local zoom, no radar', () => {
  stubScreenWidth(1440);
  const { result } = renderHook(() => useLocalMapState());
  expect(result.current[0]).toEqual({
    style: 'overview',
    layers: ALL_LAYERS,
    zoom: LOCAL_MAP_INITIAL_ZOOM,
    view: 'map',
    radar: false,
  });
});

test('a phone starts on the detailed map', () => {
  stubScreenWidth(390);
  const { result } = renderHook(() => useLocalMapState());
  expect(result.current[0].style).toBe('detailed');
});

test('the starting style is chosen once: turning the phone does not change it', () => {
  const screen = stubScreenWidth(390);
  const { result } = renderHook(() => useLocalMapState());
  act(() => screen.resize(1440));
  expect(result.current[0].style).toBe('detailed');
});

test('an update changes only what it names, and the updater stays the same', () => {
  stubScreenWidth(1440);
  const { result } = renderHook(() => useLocalMapState());
  const [before, update] = result.current;
  act(() => update({ zoom: 14, radar: true }));
  expect(result.current[0]).toEqual({ ...before, zoom: 14, radar: true });
  const someLayers = { ...ALL_LAYERS, [MAP_LAYER_KEYS[0]!]: false };
  act(() => update({ layers: someLayers }));
  expect(result.current[0]).toEqual({ ...before, zoom: 14, radar: true, layers: someLayers });
  expect(result.current[1]).toBe(update);
});
