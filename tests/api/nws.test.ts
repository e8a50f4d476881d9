import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { fallbackStation, fetchStation, parseObservation } from '@/api/nws';
import { NWS_STATIONS } from '@/domain/constants';
import { server, answerFromDemoApi } from '../msw-server';
import sample from '../fixtures/nws-observation-sample.json' with { type: 'json' };

answerFromDemoApi();

const KMSP = NWS_STATIONS[0];

describe('parseObservation', () => {
  test('converts the real NWS sample by unit code', () => {
    const station = parseObservation(sample, KMSP);
    expect(station.temperatureF).toBeCloseTo(33.3 * 1.8 + 32, 6);
    expect(station.windMph).toBeCloseTo(9.36 * 0.621371, 6);
    expect(station.visibilityMi).toBeCloseTo(16090 / 1609.34, 6);
    expect(station.humidityPercent).toBeCloseTo(45.667749904806, 6);
    expect(station.conditions).toBe('Clear');
    expect(station.observedAt).toBe('2024-06-19T17:51:00+00:00');
  });
  test('a null wind direction keeps its 180° fallback and is marked', () => {
    const station = parseObservation(sample, KMSP);
    expect(station.windDirectionDeg).toBe(180);
    expect(station.fallbackFields).toEqual(['windDirectionDeg']);
  });
  test('wind in m/s converts with × 2.237', () => {
    const payload = { properties: { windSpeed: { unitCode: 'wmoUnit:m_s-1', value: 10 } } };
    expect(parseObservation(payload, KMSP).windMph).toBeCloseTo(22.37, 6);
  });
  test('garbage keeps every fallback: 22 °F, 65 %, 8 mph, 180°, 10 mi', () => {
    const station = parseObservation({ properties: { temperature: { value: 'hot' } } }, KMSP);
    expect(station).toMatchObject({
      temperatureF: 22,
      humidityPercent: 65,
      windMph: 8,
      windDirectionDeg: 180,
      visibilityMi: 10,
    });
    expect(station.fallbackFields).toHaveLength(6);
  });
  test.each([[{}], [[]], [null], ['observation'], [{ properties: null }], [{ type: 'Feature' }]])(
    'a document without its properties object is not a reading of fallbacks: %j',
    (payload) => {
      expect(() => parseObservation(payload, KMSP)).toThrow(WrongShapeError);
    },
  );
  test('a value NWS quality control rejected (X, B) is missing; questioned or verified is read', () => {
    const temperature = (qualityControl: string) => ({
      properties: { temperature: { unitCode: 'wmoUnit:degC', value: 60, qualityControl } },
    });
    for (const rejected of ['X', 'qc:X', 'B', 'qc:B']) {
      const station = parseObservation(temperature(rejected), KMSP);
      expect(station.temperatureF).toBe(22);
      expect(station.fallbackFields).toContain('temperatureF');
    }
    const readable = { unitCode: 'wmoUnit:degC', value: -5, qualityControl: 'Q' };
    expect(parseObservation({ properties: { temperature: readable } }, KMSP).temperatureF).toBe(23);
  });
  test('a reading no station can give is missing: 140 °F, a negative wind', () => {
    const station = parseObservation(
      {
        properties: {
          temperature: { unitCode: 'wmoUnit:degC', value: 60, qualityControl: 'V' },
          windSpeed: { unitCode: 'wmoUnit:km_h-1', value: -20, qualityControl: 'V' },
        },
      },
      KMSP,
    );
    expect(station.fallbackFields).toEqual(expect.arrayContaining(['temperatureF', 'windMph']));
  });
  test('an unknown unit is treated as missing', () => {
    const payload = { properties: { temperature: { unitCode: 'wmoUnit:K', value: 270 } } };
    expect(parseObservation(payload, KMSP).fallbackFields).toContain('temperatureF');
  });
});

describe('fetchStation', () => {
  test('requests the latest observation without credentials', async () => {
    let credentials = '';
    server.use(
      http.get('https://api.weather.gov/stations/KMSP/observations/latest', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json(sample);
      }),
    );
    await fetchStation(KMSP);
    expect(credentials).toBe('omit');
  });
  test('a failed station is logged with console.warn and rejects (defaults are shown)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(
        'https://api.weather.gov/stations/KMSP/observations/latest',
        () => new HttpResponse(null, { status: 404, statusText: 'Not Found' }),
      ),
    );
    await expect(fetchStation(KMSP)).rejects.toThrow('404: Not Found');
    expect(warn).toHaveBeenCalledOnce();
    expect(fallbackStation(KMSP).temperatureF).toBe(22);
  });
});
