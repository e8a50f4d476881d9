import { useMemo } from 'react';
import { useOwnedDomains } from '@/api/feeds/owned-domains';
import { useVisitor } from '@/state/visitor';
import { explainSuggestion, type Suggestion } from './suggestion';

/** The local site to suggest for this visitor right now (ignores dismissal); null until known. */
export function useSuggestion(): Suggestion | null {
  const { data: domains } = useOwnedDomains();
  const { selectedCity, position } = useVisitor();
  return useMemo(
    () => (domains ? explainSuggestion({ domains, selectedCity, visitor: position }) : null),
    [domains, selectedCity, position],
  );
}
