import { MAJOR_CITY_POPULATION } from './constants';
import type { City } from './types';

export interface CityGroups {
  major: City[];
  other: City[];
}

const byPopulationDescending = (a: City, b: City) =>
  b.population - a.population || a.name.localeCompare(b.name);

/** MAJOR (> 50,000 residents) and OTHER cities, each largest first; ties by name. */
export function groupCitiesByPopulation(cities: readonly City[]): CityGroups {
  const sorted = [...cities].sort(byPopulationDescending);
  return {
    major: sorted.filter((city) => city.population > MAJOR_CITY_POPULATION),
    other: sorted.filter((city) => city.population <= MAJOR_CITY_POPULATION),
  };
}

export function findCityByName(cities: readonly City[], name: string): City | undefined {
  const wanted = name.trim().toLowerCase();
  return cities.find((city) => city.name.toLowerCase() === wanted);
}
