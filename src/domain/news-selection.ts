import { newestFirst } from './freshness';
import { filterLocal, withinRadius, type LocalArea } from './local-filter';
import { isValidLatLng } from './geo';
import type { MaybeLatLng, NewsItem, OwnedDomain } from './types';

/** The value of "All Categories" / "All Tags" in the filter selects. */
export const ALL = 'all';

export interface NewsFilter {
  category: string;
  tag: string;
}

export const NO_NEWS_FILTER: NewsFilter = { category: ALL, tag: ALL };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function domainArea(domain: OwnedDomain): LocalArea {
  return { center: domain.position, county: domain.county };
}

/** News local to a domain: within 25 km, or without coordinates and in the domain's county. */
export function localNews(news: readonly NewsItem[], domain: OwnedDomain): NewsItem[] {
  return filterLocal(news, domainArea(domain));
}

/** Items with coordinates within 25 km of the domain; none when the domain has no centre. */
export function nearDomain<T extends { position: MaybeLatLng }>(
  items: readonly T[],
  domain: OwnedDomain,
): T[] {
  return isValidLatLng(domain.position) ? withinRadius(items, domain.position) : [];
}

/** Category and tag both match ('all' matches anything); comparison ignores case. */
export function matchesNewsFilter(item: NewsItem, filter: NewsFilter): boolean {
  const categoryOk = same(filter.category, ALL) || same(item.category, filter.category);
  const tagOk = same(filter.tag, ALL) || item.tags.some((tag) => same(tag, filter.tag));
  return categoryOk && tagOk;
}

/** Distinct values A–Z, first spelling kept, never the reserved 'all' nor an empty string. */
function distinctSorted(values: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (key && key !== ALL && !byKey.has(key)) byKey.set(key, value.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

export function newsCategories(items: readonly NewsItem[]): string[] {
  return distinctSorted(items.map((item) => item.category));
}

export function newsTags(items: readonly NewsItem[]): string[] {
  return distinctSorted(items.flatMap((item) => item.tags));
}

export interface FilterOption {
  value: string;
  label: string;
  /** 'en' for a value from the feed, which stays in English whatever the page's language. */
  lang?: string;
}

/** Select options: the "all" option first (in the page's language), then one per feed value. */
export function filterOptions(values: readonly string[], allLabel: string): FilterOption[] {
  return [
    { value: ALL, label: allLabel },
    ...values.map((value) => ({ value, label: value, lang: 'en' })),
  ];
}

/** A filter whose category or tag no longer exists falls back to 'all' for that part. */
export function effectiveFilter(
  filter: NewsFilter,
  categories: readonly string[],
  tags: readonly string[],
): NewsFilter {
  const known = (value: string, list: readonly string[]) =>
    same(value, ALL) || list.some((entry) => same(entry, value));
  return {
    category: known(filter.category, categories) ? filter.category : ALL,
    tag: known(filter.tag, tags) ? filter.tag : ALL,
  };
}

/** Local news matching the filter, newest first, at most `limit`. */
export function selectNews(
  news: readonly NewsItem[],
  domain: OwnedDomain,
  filter: NewsFilter,
  limit: number,
): NewsItem[] {
  return newestFirst(
    localNews(news, domain).filter((item) => matchesNewsFilter(item, filter)),
  ).slice(0, limit);
}
