import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseServerWeather } from '@/api/feeds/server-weather';

const READING = {
  location: 'Minneapolis',
  county: 'Hennepin',
  temperature: 18,
  windSpeed: 14,
  humidity: 72,
  conditions: 'Light Snow',
  timestamp: '2026-01-12T14:53:00Z',
};

describe('parseServerWeather', () => {
  test('the contract example: readings, source and the server read time', () => {
    expect(
      parseServerWeather({
        data: [READING],
        source: 'National Weather Service',
        timestamp: '2026-01-12T14:55:02Z',
      }),
    ).toEqual({
      items: [
        {
          id: 'Minneapolis|Hennepin',
          location: 'Minneapolis',
          county: 'Hennepin',
          temperatureF: 18,
          windMph: 14,
          humidityPercent: 72,
          conditions: 'Light Snow',
          observedAt: '2026-01-12T14:53:00Z',
        },
      ],
      source: 'National Weather Service',
      readAt: Date.UTC(2026, 0, 12, 14, 55, 2),
    });
  });
  test('readings need a location; non-numeric values are null (shown as not reported)', () => {
    const { items } = parseServerWeather({
      data: [{ ...READING, temperature: 'cold', windSpeed: '12' }, { county: 'Ramsey' }, null],
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ temperatureF: null, windMph: 12 });
  });
  test('a value no station can read is left out, as a missing one is', () => {
    const { items } = parseServerWeather({
      data: [{ ...READING, temperature: 9999, windSpeed: -12, humidity: 250 }],
    });
    expect(items[0]).toMatchObject({ temperatureF: null, windMph: null, humidityPercent: null });
    const edge = parseServerWeather({
      data: [{ ...READING, temperature: -40, windSpeed: 0, humidity: 100 }],
    });
    expect(edge.items[0]).toMatchObject({ temperatureF: -40, windMph: 0, humidityPercent: 100 });
  });
  test('source and timestamp are optional', () => {
    expect(parseServerWeather({ data: [] })).toEqual({ items: [], source: '', readAt: 0 });
    expect(parseServerWeather({ data: [], timestamp: 'yesterday' }).readAt).toBe(0);
  });
  test.each([
    ['a bare list', [READING]],
    ['an object without data', { observations: [READING] }],
    ['data that is not a list', { data: { 0: READING } }],
    ['nothing', null],
  ])('%s is not in the shape: the call fails, never "no observations"', (_name, payload) => {
    expect(() => parseServerWeather(payload)).toThrow(WrongShapeError);
  });
});
