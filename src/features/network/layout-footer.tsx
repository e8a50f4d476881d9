import { useCities } from '@/api/feeds/cities';
import { findCityByName } from '@/domain/cities';
import type { OwnedDomain } from '@/domain/types';
import { useVisitor } from '@/state/visitor';
import { NetworkFooter } from './network-footer';
import { useSuggestion } from './use-suggestion';

/** The footer's "current" county in network mode: the chosen city's, else the suggested site's. */
function useNetworkCounty(): string | null {
  const { selectedCity } = useVisitor();
  const { data: cities } = useCities();
  const suggestion = useSuggestion();
  const city = selectedCity && cities ? findCityByName(cities, selectedCity) : undefined;
  return city?.county || suggestion?.domain.county || null;
}

/** The footer as NetworkLayout shows it: the current site's county, or the network's. */
export function LayoutFooter({
  mode,
  domain,
}: {
  mode: 'network' | 'domain';
  domain: OwnedDomain | null;
}) {
  const networkCounty = useNetworkCounty();
  return (
    <NetworkFooter
      currentDomain={mode === 'domain' ? domain : null}
      fallbackCounty={mode === 'domain' ? null : networkCounty}
    />
  );
}
