/**
 * `GET /api/owned-domains?active=true` (once) and `GET /api/current-domain` (once, on a city host):
 * owned-domain records, with their position nested as `coordinates: { lat, lng }`.
 */
import { DOMAIN_CATEGORIES, type DomainCategory } from '@/domain/constants';
import { isValidHostName } from '@/domain/safe-url';
import type { CurrentDomain, OwnedDomain } from '@/domain/types';
import { expectList, expectRecord, parseItems, WrongShapeError } from '../answer-shape';
import { isRecord, latLng, text, type Fields } from '../fields';
import { onceQuery } from './define';
import { defineFeed } from './feed';
import { useFeed } from './read';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_BRAND = '#1d4ed8';

function category(value: unknown): DomainCategory {
  const word = text(value).toLowerCase();
  return (DOMAIN_CATEGORIES as readonly string[]).includes(word)
    ? (word as DomainCategory)
    : 'other';
}

export function parseOwnedDomain(fields: Fields): OwnedDomain | null {
  const domain = text(fields.domain).toLowerCase();
  const city = text(fields.city);
  if (!isValidHostName(domain) || !city) return null;
  const brand = text(fields.brandColor);
  const coordinates = isRecord(fields.coordinates) ? fields.coordinates : {};
  return {
    id: domain,
    domain,
    city,
    county: text(fields.county),
    description: text(fields.description),
    brandColor: HEX_COLOUR.test(brand) ? brand : DEFAULT_BRAND,
    category: category(fields.category),
    position: latLng(coordinates.lat, coordinates.lng),
  };
}

export const parseOwnedDomains = (payload: unknown): OwnedDomain[] =>
  parseItems('owned-domains', expectList(payload), parseOwnedDomain);

/**
 * The record for this host; null for no record (an empty answer, or a 401). A record that names no
 * valid domain and city is not in the call's shape.
 */
export function parseCurrentDomain(payload: unknown): CurrentDomain | null {
  if (payload === null) return null;
  const fields = expectRecord(payload);
  const domain = parseOwnedDomain(fields);
  if (!domain) throw new WrongShapeError('expected a domain record with a domain and a city');
  return { ...domain, host: text(fields.host).toLowerCase() };
}

export const ownedDomainsQuery = () =>
  onceQuery('/api/owned-domains?active=true', parseOwnedDomains);

/** A 404 (or any failure) means this host is not a network site. */
export const currentDomainQuery = () =>
  onceQuery('/api/current-domain', parseCurrentDomain, { on401: 'returnNull' });

const ownedDomainsFeed = defineFeed(ownedDomainsQuery);
const currentDomainFeed = defineFeed(currentDomainQuery);

export const useOwnedDomains = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useFeed(ownedDomainsFeed, { enabled });

export const useCurrentDomain = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useFeed(currentDomainFeed, { enabled });
