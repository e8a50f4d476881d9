import { expect, test } from 'vitest';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { cityForecastPlace } from '@/domain/forecast-place';

test("a city's forecast is for its own coordinates", () => {
  const position = { lat: 44.8897, lng: -93.3499 };
  expect(cityForecastPlace({ city: 'Edina', position })).toEqual({ position, city: 'Edina' });
});

test('a domain without coordinates gets the metro forecast, and no city', () => {
  expect(cityForecastPlace({ city: 'Edina', position: null })).toEqual({
    position: TWIN_CITIES_CENTER,
    city: null,
  });
});
