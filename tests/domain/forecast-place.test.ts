import { expect, test } from 'vitest';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { cityForecastPlace } from '@/domain/forecast-place';

test("a city's forecast is for its own coordinates", () => {
  const position = { lat: 44.8897, lng: -93.3499 };
  expect(cityForecastPlace({ city: 'Edina', position })).toEqual({ position, place: 'Edina' });
});

test('a domain without coordinates gets the metro forecast, named as such', () => {
  expect(cityForecastPlace({ city: 'Edina', position: null })).toEqual({
    position: TWIN_CITIES_CENTER,
    place: 'Twin Cities',
  });
});
