import { groupCitiesByPopulation } from '@/domain/cities';
import type { City } from '@/domain/types';

export const ALL_CITIES_VALUE = 'all';
const CITY_PREFIX = 'city:';

export interface CityOption {
  value: string;
  label: string;
}

export interface CityOptionGroups {
  major: CityOption[];
  other: CityOption[];
}

/** Select values are never empty and never collide with "all": `city:{name}`. */
export const cityValue = (name: string) => `${CITY_PREFIX}${name}`;

/** The city a select value stands for, or null for "All Cities" (and anything unknown). */
export function cityFromValue(value: string): string | null {
  if (!value.startsWith(CITY_PREFIX)) return null;
  const name = value.slice(CITY_PREFIX.length).trim();
  return name || null;
}

/** The dropdown's groups: MAJOR and OTHER cities, largest first, one entry per city name. */
export function cityOptionGroups(cities: readonly City[]): CityOptionGroups {
  const seen = new Set<string>();
  const toOptions = (list: City[]) =>
    list.flatMap((city) => {
      const key = city.name.trim().toLowerCase();
      if (!key || seen.has(key)) return [];
      seen.add(key);
      return [{ value: cityValue(city.name.trim()), label: city.name.trim() }];
    });
  const groups = groupCitiesByPopulation(cities);
  return { major: toOptions(groups.major), other: toOptions(groups.other) };
}
