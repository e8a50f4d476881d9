import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { PanelBoundary } from '@/components/panel-boundary';
import type { OwnedDomain } from '@/domain/types';
import { SiteHeader } from './site-header';
import { readDismissed } from '@/features/network/suggestion-dismissal';
import { SuggestionPlaceholder } from '@/features/network/suggestion-placeholder';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { lazyChunk } from '@/lib/load-chunk';
import { WeatherAlertSlot } from '@/entities/weather-alert/weather-alert-slot';
import { SnowEmergencySlot } from '@/entities/snow-emergency/ui/snow-emergency-slot';
import { useT } from '@/state/translator';

// Below the fold, so kept out of the first download.
const NetworkSections = lazyChunk(() =>
  import('./network-sections').then((module) => module.NetworkSections),
);
// Last on every page: it arrives after the content above it, so nothing is pushed down.
const LayoutFooter = lazyChunk(() =>
  import('@/features/network/layout-footer').then((module) => module.LayoutFooter),
);
// Shown only once the sites (and the visitor's position) are known; its place is held meanwhile.
const SuggestionCard = lazyChunk(() =>
  import('@/features/network/suggestion-card').then((module) => module.SuggestionCard),
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
  /** Weather alerts for this county only (a city page); the domain's own county on a city host. */
  alertCounty?: string | null;
  /**
   * Snow emergencies for this city only (a city page); every city's when null; none while
   * undefined (a city host whose domain is not known yet). Default: the domain's, on a city host.
   */
  snowCity?: string | null;
}

/** Whose snow emergencies a city's pages show: its own; a metro-wide site (twincities.news), all. */
export const snowCityOf = (domain: OwnedDomain): string | null =>
  domain.category === 'metro' ? null : domain.city;

/** The map, or else the page's <main>: focus moves there so keyboard users skip the header. */
function skipToMap(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('map') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'start' });
}

/** Every page's frame: skip link, header, suggestion, the page, live status + chooser, footer. */
export function NetworkLayout({
  mode = 'network',
  domain = null,
  children,
  showSuggestion = true,
  showNetworkSections = mode === 'network',
  alertCounty = mode === 'domain' ? (domain?.county ?? null) : null,
  snowCity = mode === 'domain' ? (domain ? snowCityOf(domain) : undefined) : null,
}: NetworkLayoutProps) {
  // The network page's card is held a place until it is known (a dismissed one never shows).
  const { t } = useT();
  const [holdSuggestion] = useState(() => mode === 'network' && !readDismissed());
  // The parts around the page download after its first paint, never in front of it.
  const painted = useFirstPaintDone();
  const suggestionPlace = holdSuggestion ? <SuggestionPlaceholder /> : null;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#map"
        onClick={skipToMap}
        className="sr-only z-[70] rounded-md bg-white px-4 py-3 font-semibold text-blue-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.layout.skipToMap')}
      </a>
      <PanelBoundary name={t('app.panel.header')}>
        <SiteHeader mode={mode} domain={domain} />
      </PanelBoundary>
      <WeatherAlertSlot county={alertCounty} />
      {snowCity !== undefined ? <SnowEmergencySlot city={snowCity} /> : null}
      {showSuggestion ? (
        <PanelBoundary name={t('app.panel.suggestion')}>
          {painted ? (
            <Suspense fallback={suggestionPlace}>
              <SuggestionCard currentDomain={mode === 'domain' ? domain : null} />
            </Suspense>
          ) : (
            suggestionPlace
          )}
        </PanelBoundary>
      ) : null}
      <div className="flex-1">{children}</div>
      {showNetworkSections && painted ? (
        <PanelBoundary name={t('app.panel.networkSections')}>
          <Suspense fallback={null}>
            <NetworkSections />
          </Suspense>
        </PanelBoundary>
      ) : null}
      <PanelBoundary name={t('app.panel.footer')}>
        {painted ? (
          <Suspense fallback={null}>
            <LayoutFooter mode={mode} domain={domain} />
          </Suspense>
        ) : null}
      </PanelBoundary>
    </div>
  );
}
