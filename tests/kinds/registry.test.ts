import { expect, test } from 'vitest';
import { camerasFeed } from '@/entities/camera/feed';
import { cameraKind } from '@/entities/camera/kind';
import { newsKind } from '@/entities/news/kind';
import { transitKind } from '@/entities/transit/kind';
import { FALLBACK_STATIONS } from '@/entities/weather-station/feed';
import { weatherKind } from '@/entities/weather-station/kind';
import { KINDS, kindModule, MAP_KIND_LIST } from '@/kinds/registry';

test('the registry lists each kind’s module from its folder, in draw order', () => {
  expect(MAP_KIND_LIST).toEqual(['camera', 'weather', 'news', 'transit']);
  expect(KINDS).toEqual({
    camera: cameraKind,
    weather: weatherKind,
    news: newsKind,
    transit: transitKind,
  });
  expect(kindModule('camera').feed).toBe(camerasFeed);
});

test('only the weather stations start from fallback data; every kind names its layer', () => {
  expect(MAP_KIND_LIST.filter((kind) => kindModule(kind).fallback)).toEqual(['weather']);
  expect(kindModule('weather').fallback).toBe(FALLBACK_STATIONS);
  expect(MAP_KIND_LIST.map((kind) => KINDS[kind].facts.layer)).toEqual([
    'cameras',
    'weather',
    'news',
    'transit',
  ]);
});
