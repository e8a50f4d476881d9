import {
  FOOTER_MAX,
  FOOTER_PER_COUNTY,
  MAX_NEARBY_DOMAINS,
  MAX_SIBLING_DOMAINS,
  METRO_COUNTIES,
  NEARBY_DEGREES,
} from './constants';
import { distanceKm, isValidLatLng } from './geo';
import type { OwnedDomain } from './types';

const sameDomain = (a: OwnedDomain, b: OwnedDomain) =>
  a.domain.toLowerCase() === b.domain.toLowerCase();

/** Other domains in the same county, at most 3. */
export function siblingDomains(
  current: OwnedDomain,
  domains: readonly OwnedDomain[],
  limit = MAX_SIBLING_DOMAINS,
): OwnedDomain[] {
  return domains
    .filter((d) => !sameDomain(d, current) && d.county === current.county)
    .slice(0, limit);
}

/** Domains in other counties within 0.5° of latitude and of longitude, nearest first, at most 2. */
export function nearbyDomains(
  current: OwnedDomain,
  domains: readonly OwnedDomain[],
  limit = MAX_NEARBY_DOMAINS,
): OwnedDomain[] {
  const here = current.position;
  if (!isValidLatLng(here)) return [];
  return domains
    .filter((d) => !sameDomain(d, current) && d.county !== current.county)
    .flatMap((d) => {
      if (!isValidLatLng(d.position)) return [];
      const dLat = Math.abs(d.position.lat - here.lat);
      const dLng = Math.abs(d.position.lng - here.lng);
      return dLat <= NEARBY_DEGREES && dLng <= NEARBY_DEGREES
        ? [{ d, score: distanceKm(here, d.position) }]
        : [];
    })
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(({ d }) => d);
}

/** Counties in a stable order: the seven metro counties as listed, then any others A–Z. */
export function compareCounties(a: string, b: string): number {
  const order = (county: string) => {
    const index = (METRO_COUNTIES as readonly string[]).indexOf(county);
    return index === -1 ? METRO_COUNTIES.length : index;
  };
  return order(a) - order(b) || a.localeCompare(b);
}

export interface CountyGroup {
  county: string;
  domains: OwnedDomain[];
}

/** Domains grouped by county for the chooser; within a county, by city name. */
export function groupDomainsByCounty(domains: readonly OwnedDomain[]): CountyGroup[] {
  const byCounty = new Map<string, OwnedDomain[]>();
  for (const domain of domains) {
    const county = domain.county || 'Other';
    byCounty.set(county, [...(byCounty.get(county) ?? []), domain]);
  }
  return [...byCounty.entries()]
    .sort(([a], [b]) => compareCounties(a, b))
    .map(([county, list]) => ({
      county,
      domains: [...list].sort((a, b) => a.city.localeCompare(b.city)),
    }));
}

/** Other communities for the footer: at most 2 per county and 8 in all, never the current one. */
export function footerCommunities(
  domains: readonly OwnedDomain[],
  current: OwnedDomain | null,
  perCounty = FOOTER_PER_COUNTY,
  max = FOOTER_MAX,
): OwnedDomain[] {
  const picked: OwnedDomain[] = [];
  for (const group of groupDomainsByCounty(domains)) {
    const candidates = group.domains.filter((d) => !current || !sameDomain(d, current));
    picked.push(...candidates.slice(0, perCounty));
  }
  return picked.slice(0, max);
}

export function countDomainsInCounty(domains: readonly OwnedDomain[], county: string): number {
  return domains.filter((d) => d.county === county).length;
}

export function findDomainByName(
  domains: readonly OwnedDomain[],
  name: string,
): OwnedDomain | undefined {
  const wanted = name.trim().toLowerCase();
  return domains.find((d) => d.domain.toLowerCase() === wanted);
}
