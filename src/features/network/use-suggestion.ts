import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ownedDomainsQuery } from '@/api/queries';
import { useVisitor } from '@/state/visitor';
import { explainSuggestion, type Suggestion } from './suggestion';

/** The local site to suggest for this visitor right now (ignores dismissal); null until known. */
export function useSuggestion(): Suggestion | null {
  const { data: domains } = useQuery(ownedDomainsQuery());
  const { selectedCity, position } = useVisitor();
  return useMemo(
    () => (domains ? explainSuggestion({ domains, selectedCity, visitor: position }) : null),
    [domains, selectedCity, position],
  );
}
