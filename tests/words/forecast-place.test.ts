import { expect, test } from 'vitest';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { cityForecast } from '@/words/forecast-place';

test("a city's forecast is for its own coordinates, under its name", () => {
  const position = { lat: 44.8897, lng: -93.3499 };
  expect(cityForecast({ city: 'Edina', position })).toEqual({ position, place: 'Edina' });
});

test('a domain without coordinates gets the metro forecast, named as such', () => {
  expect(cityForecast({ city: 'Edina', position: null })).toEqual({
    position: TWIN_CITIES_CENTER,
    place: 'Twin Cities',
  });
});
