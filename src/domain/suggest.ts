import { METRO_DOMAIN_CATEGORY, METRO_DOMAIN_CITY_MARKER, SUGGESTION_RADIUS_M } from './constants';
import { distanceM, isValidLatLng } from './geo';
import type { LatLng, OwnedDomain } from './types';

export interface SuggestionInput {
  domains: readonly OwnedDomain[];
  /** The city the visitor chose, or null for "All Cities". */
  selectedCity: string | null;
  visitor: LatLng | null;
}

const normalise = (text: string) => text.trim().toLowerCase();

/** A city name matches a domain's city when either contains the other (case-insensitive). */
function cityMatches(domain: OwnedDomain, city: string): boolean {
  const a = normalise(domain.city);
  const b = normalise(city);
  if (!a || !b) return false;
  return a.includes(b) || b.includes(a);
}

export function isMetroDomain(domain: OwnedDomain): boolean {
  return (
    normalise(domain.category) === METRO_DOMAIN_CATEGORY ||
    domain.city.includes(METRO_DOMAIN_CITY_MARKER)
  );
}

/** The nearest domain whose centre lies within 25,000 m of the visitor. */
export function nearestDomainWithin(
  domains: readonly OwnedDomain[],
  visitor: LatLng,
  radiusM = SUGGESTION_RADIUS_M,
): OwnedDomain | null {
  let best: { domain: OwnedDomain; metres: number } | null = null;
  for (const domain of domains) {
    if (!isValidLatLng(domain.position)) continue;
    const metres = distanceM(visitor, domain.position);
    if (metres <= radiusM && (best === null || metres < best.metres)) best = { domain, metres };
  }
  return best?.domain ?? null;
}

/**
 * The local news site to suggest: 1. the chosen city's domain, 2. the nearest domain within
 * 25 km of the visitor, 3. the metro-wide domain. Null when none applies.
 */
export function suggestDomain({
  domains,
  selectedCity,
  visitor,
}: SuggestionInput): OwnedDomain | null {
  if (selectedCity) {
    const byCity = domains.find((domain) => cityMatches(domain, selectedCity));
    if (byCity) return byCity;
  }
  if (visitor && isValidLatLng(visitor)) {
    const nearest = nearestDomainWithin(domains, visitor);
    if (nearest) return nearest;
  }
  return domains.find(isMetroDomain) ?? null;
}
