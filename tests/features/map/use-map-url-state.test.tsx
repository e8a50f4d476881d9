import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ALL_LAYERS, MAP_LAYER_KEYS, type MapStyle } from '@/kinds/map-url-state';
import { useMapUrlState } from '@/features/map/use-map-url-state';

const [FIRST_LAYER, SECOND_LAYER] = MAP_LAYER_KEYS as unknown as [string, string];

function renderUrlState(path: string, defaultStyle?: MapStyle) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  const rendered = renderHook(() => useMapUrlState(defaultStyle), { wrapper });
  return { ...rendered, history: location.history! };
}

test('reads style, layers, zoom, view and radar from the query', () => {
  const { result } = renderUrlState(
    `/?style=street&layers=${FIRST_LAYER},${SECOND_LAYER}&zoom=1.5&view=list&radar=on`,
  );
  const [state] = result.current;
  expect(state).toMatchObject({ style: 'street', zoom: 1.5, view: 'list', radar: true });
  expect(MAP_LAYER_KEYS.filter((key) => state.layers[key])).toEqual([FIRST_LAYER, SECOND_LAYER]);
});

test('a plain URL is the default view, in the style the page asks for', () => {
  const { result } = renderUrlState('/', 'detailed');
  expect(result.current[0]).toEqual({
    style: 'detailed',
    layers: ALL_LAYERS,
    zoom: 1,
    view: 'map',
    radar: false,
  });
});

test('each change is one history entry, and other query keys are kept', () => {
  const { result, history } = renderUrlState('/?q=edina');
  act(() => result.current[1]({ zoom: 2 }));
  expect(history).toEqual(['/?q=edina', '/?q=edina&zoom=2']);
  expect(result.current[0].zoom).toBe(2);
  act(() => result.current[1]({ view: 'list' }));
  expect(history.at(-1)).toBe('/?q=edina&zoom=2&view=list');
  expect(result.current[0]).toMatchObject({ zoom: 2, view: 'list' });
});

test('the layer list keeps its commas readable', () => {
  const { result, history } = renderUrlState('/');
  const two = Object.fromEntries(
    MAP_LAYER_KEYS.map((key) => [key, key === FIRST_LAYER || key === SECOND_LAYER]),
  ) as typeof ALL_LAYERS;
  act(() => result.current[1]({ layers: two }));
  expect(history.at(-1)).toBe(`/?layers=${FIRST_LAYER},${SECOND_LAYER}`);
});

test('a change to what is already shown adds no history entry', () => {
  const { result, history } = renderUrlState('/?zoom=2');
  act(() => result.current[1]({ zoom: 2, style: 'overview' }));
  expect(history).toEqual(['/?zoom=2']);
});

test('back to the defaults is the plain path, with no empty query', () => {
  const { result, history } = renderUrlState('/?zoom=2&radar=on');
  act(() => result.current[1]({ zoom: 1, radar: false }));
  expect(history.at(-1)).toBe('/');
});

test("the page's own default style is left out of the URL; another style is written", () => {
  const { result, history } = renderUrlState('/', 'detailed');
  act(() => result.current[1]({ style: 'detailed' }));
  expect(history).toEqual(['/']);
  act(() => result.current[1]({ style: 'overview' }));
  expect(history.at(-1)).toBe('/?style=overview');
});

test('a zoom off the grid is snapped before it is written', () => {
  const { result, history } = renderUrlState('/');
  act(() => result.current[1]({ zoom: 2.1 }));
  expect(history.at(-1)).toBe('/?zoom=2');
  expect(result.current[0].zoom).toBe(2);
});
