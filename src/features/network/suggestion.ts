import { nearestDomainWithin, suggestDomain, type SuggestionInput } from '@/domain/suggest';
import type { OwnedDomain } from '@/domain/types';
import type { Translate } from '@/i18n/translate';
import '@/i18n/english-later';

export type SuggestionReason = 'city' | 'nearby' | 'metro';

export interface Suggestion {
  domain: OwnedDomain;
  /** Which rule picked it: the chosen city, the visitor's position, or the metro-wide fallback. */
  reason: SuggestionReason;
}

const REASON_KEY = {
  city: 'app.suggestion.reasonCity',
  nearby: 'app.suggestion.reasonNearby',
  metro: 'app.suggestion.reasonMetro',
} as const satisfies Record<SuggestionReason, string>;

/** Why the site was suggested, in the active language. */
export const reasonText = (t: Translate, reason: SuggestionReason) => t(REASON_KEY[reason]);

const normalise = (text: string) => text.trim().toLowerCase();

function cityMatches(domain: OwnedDomain, city: string): boolean {
  const a = normalise(domain.city);
  const b = normalise(city);
  return Boolean(a && b) && (a.includes(b) || b.includes(a));
}

/**
 * suggestDomain plus the rule that fired. The city rule returns the first matching domain, so a
 * result that matches the chosen city came from it.
 */
export function explainSuggestion(input: SuggestionInput): Suggestion | null {
  const domain = suggestDomain(input);
  if (!domain) return null;
  if (input.selectedCity && cityMatches(domain, input.selectedCity))
    return { domain, reason: 'city' };
  if (input.visitor && nearestDomainWithin(input.domains, input.visitor) === domain)
    return { domain, reason: 'nearby' };
  return { domain, reason: 'metro' };
}

/**
 * What a page offers. On a city's own site (a domain page or a city host) only another site that
 * the visitor's chosen city or position points to: the metro-wide fallback is no reason to leave
 * the site they came to, and the card, arriving after the first paint, pushed that page down (a
 * layout shift of 0.25 on a phone). Never the site itself.
 */
export function offeredOn(
  currentDomain: OwnedDomain | null,
  suggestion: Suggestion | null,
): Suggestion | null {
  if (!currentDomain || !suggestion) return suggestion;
  const elsewhere = suggestion.reason !== 'metro';
  return elsewhere && suggestion.domain.domain !== currentDomain.domain ? suggestion : null;
}
