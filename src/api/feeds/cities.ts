/** `GET /api/cities` (once): `{ id, name, population }`; county, lat and lng may come too. */
import type { City } from '@/domain/types';
import { expectList, parseItems } from '../answer-shape';
import { finiteNumber, latLng, text, type Fields } from '../fields';
import { onceQuery } from './define';
import { defineFeed } from './feed';
import { useFeed } from './read';

export function parseCity(fields: Fields): City | null {
  const name = text(fields.name);
  const id = text(fields.id) || name;
  if (!id || !name) return null;
  const population = finiteNumber(fields.population);
  return {
    id,
    name,
    county: text(fields.county),
    population: population !== null && population > 0 ? population : 0,
    position: latLng(fields.lat, fields.lng),
  };
}

export const parseCities = (payload: unknown): City[] =>
  parseItems('cities', expectList(payload), parseCity);

export const citiesQuery = () => onceQuery('/api/cities', parseCities);

export const citiesFeed = defineFeed(citiesQuery);

export const useCities = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useFeed(citiesFeed, { enabled });
