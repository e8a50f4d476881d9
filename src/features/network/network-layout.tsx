import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { citiesQuery } from '@/api/queries';
import { PanelBoundary } from '@/components/panel-boundary';
import { findCityByName } from '@/domain/cities';
import type { OwnedDomain } from '@/domain/types';
import { useVisitor } from '@/state/visitor';
import { NetworkFooter } from './network-footer';
import { SiteHeader } from './site-header';
import { SuggestionCard } from './suggestion-card';
import { useSuggestion } from './use-suggestion';

// Below the fold, so kept out of the first download.
const NetworkSections = lazy(() =>
  import('./network-sections').then((module) => ({ default: module.NetworkSections })),
);

export interface NetworkLayoutProps {
  /** 'network' on the hub; 'domain' on a city page / city host (flag, brand, domain name). */
  mode?: 'network' | 'domain';
  domain?: OwnedDomain | null;
  children: ReactNode;
  /** The "Your Local News Site" card (default shown; never suggests the current domain). */
  showSuggestion?: boolean;
  /** The live-status panel and the site chooser (default: network mode only). */
  showNetworkSections?: boolean;
}

/** The map, or else the page's <main>: focus moves there so keyboard users skip the header. */
function skipToMap(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('map') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'start' });
}

/** The footer's "current" county in network mode: the chosen city's, else the suggested site's. */
function useNetworkCounty(): string | null {
  const { selectedCity } = useVisitor();
  const { data: cities } = useQuery(citiesQuery());
  const suggestion = useSuggestion();
  const city = selectedCity && cities ? findCityByName(cities, selectedCity) : undefined;
  return city?.county || suggestion?.domain.county || null;
}

/** Every page's frame: skip link, header, suggestion, the page, live status + chooser, footer. */
export function NetworkLayout({
  mode = 'network',
  domain = null,
  children,
  showSuggestion = true,
  showNetworkSections = mode === 'network',
}: NetworkLayoutProps) {
  const networkCounty = useNetworkCounty();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#map"
        onClick={skipToMap}
        className="sr-only z-[70] rounded-md bg-white px-4 py-3 font-semibold text-blue-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to map
      </a>
      <PanelBoundary name="Header">
        <SiteHeader mode={mode} domain={domain} />
      </PanelBoundary>
      {showSuggestion ? (
        <PanelBoundary name="Local site suggestion">
          <SuggestionCard currentDomain={mode === 'domain' ? domain : null} />
        </PanelBoundary>
      ) : null}
      <div className="flex-1">{children}</div>
      {showNetworkSections ? (
        <PanelBoundary name="Live status and local sites">
          <Suspense fallback={null}>
            <NetworkSections />
          </Suspense>
        </PanelBoundary>
      ) : null}
      <PanelBoundary name="Footer">
        <NetworkFooter
          currentDomain={mode === 'domain' ? domain : null}
          fallbackCounty={mode === 'domain' ? null : networkCounty}
        />
      </PanelBoundary>
    </div>
  );
}
