import ExternalLinkIcon from 'lucide-react/icons/external-link';
import MapPinIcon from 'lucide-react/icons/map-pin';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useId, useState } from 'react';
import { useOwnedDomains } from '@/api/feeds/owned-domains';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useToast } from '@/components/ui/toast';
import { textOnBrand } from '@/domain/contrast';
import { GEOLOCATION_TIMEOUT_MS } from '@/domain/constants';
import { domainSiteUrl } from '@/domain/safe-url';
import type { OwnedDomain } from '@/domain/types';
import { useVisitor } from '@/state/visitor';
import { readDismissed, writeDismissed } from './suggestion-dismissal';
import { SuggestionPlaceholder } from './suggestion-placeholder';
import { offeredOn, reasonText, type SuggestionReason } from './suggestion';
import { useSuggestion } from './use-suggestion';
import { Trans } from '@/components/trans';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

interface SuggestionCardViewProps {
  domain: OwnedDomain;
  reason: SuggestionReason;
  onDismiss: (how: 'later' | 'close') => void;
}

/** The card itself: the suggested site, why, "Visit", "Maybe Later" and "Close". */
export function SuggestionCardView({ domain, reason, onDismiss }: SuggestionCardViewProps) {
  const { t } = useT();
  const headingId = useId();
  const href = domainSiteUrl(domain.domain);
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-4 w-full max-w-7xl px-4">
      <div
        className="relative flex flex-col gap-4 rounded-xl border border-l-8 border-slate-200 bg-white p-4 pr-14 shadow-sm sm:flex-row sm:items-center"
        style={{ borderLeftColor: domain.brandColor }}
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg"
            style={{
              backgroundColor: domain.brandColor,
              color: textOnBrand(domain.brandColor),
            }}
          >
            <MapPinIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-sm font-semibold text-slate-600">
              {t('app.suggestion.title')}
            </h2>
            <p lang="en" className="text-lg leading-snug font-bold text-slate-900">
              {domain.city}
            </p>
            <p lang="en" className="text-sm font-medium [overflow-wrap:anywhere] text-slate-600">
              {domain.domain}
            </p>
            {domain.description ? (
              <p lang="en" className="mt-0.5 text-sm text-slate-700">
                {domain.description}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-slate-600">{reasonText(t, reason)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800"
            >
              <Trans
                text={t('app.suggestion.visit')}
                parts={{ domain: <span lang="en">{domain.domain}</span> }}
              />
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('app.opensInNewTab')}</span>
            </a>
          ) : (
            <p className="text-sm text-slate-600">{t('app.suggestion.noAddress')}</p>
          )}
          <Button onClick={() => onDismiss('later')}>{t('app.suggestion.later')}</Button>
        </div>
        <Tooltip content={t('app.suggestion.closeHint')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('app.close')}
            onClick={() => onDismiss('close')}
            className="absolute top-2 right-2"
          >
            <XIcon aria-hidden="true" className="size-5" />
          </Button>
        </Tooltip>
      </div>
    </section>
  );
}

/** Waits for the visitor's position (at most the geolocation timeout) so the card does not flip. */
function usePositionSettled(pending: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const id = setTimeout(() => setTimedOut(true), GEOLOCATION_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [pending]);
  return !pending || timedOut;
}

/** After the card goes, focus moves on to the page content instead of falling to <body>. */
function focusMainContent() {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}

export interface SuggestionCardProps {
  /** The site being shown (domain mode): never suggested to itself. */
  currentDomain?: OwnedDomain | null;
}

/**
 * "Your Local News Site": city match, else nearest within 25 km, else the metro site; on a city's
 * own site only the first two, and never that site (`offeredOn`).
 */
export function SuggestionCard({ currentDomain = null }: SuggestionCardProps) {
  const { t } = useT();
  const suggestion = offeredOn(currentDomain, useSuggestion());
  const { pending } = useOwnedDomains();
  const { selectedCity, geolocation } = useVisitor();
  const toast = useToast();
  const [dismissed, setDismissed] = useState(readDismissed);
  const settled = usePositionSettled(geolocation === 'pending');
  if (dismissed) return null;
  // On the network page the card's place is held until it is known (city pages skip it: there a
  // card is the exception, offered only when the visitor is known to be elsewhere).
  const waiting = pending || (!settled && !selectedCity);
  if (waiting && !currentDomain) return <SuggestionPlaceholder />;
  if (!suggestion || waiting) return null;
  return (
    <SuggestionCardView
      domain={suggestion.domain}
      reason={suggestion.reason}
      onDismiss={() => {
        setDismissed(true);
        const remembered = writeDismissed();
        toast(
          t('app.suggestion.hidden'),
          remembered ? t('app.suggestion.hiddenForever') : t('app.suggestion.hiddenForVisit'),
        );
        focusMainContent();
      }}
    />
  );
}
