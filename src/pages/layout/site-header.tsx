import ExternalLinkIcon from 'lucide-react/icons/external-link';
import FlagIcon from 'lucide-react/icons/flag';
import RadioTowerIcon from 'lucide-react/icons/radio-tower';
import { useId } from 'react';
import { Link } from 'wouter';
import { LiveUpdatesToggle } from '@/components/live-updates-toggle';
import { config } from '@/config';
import { textOnBrand } from '@/domain/contrast';
import type { OwnedDomain } from '@/domain/types';
import { Clock } from '@/features/status/clock';
import { ConnectionIndicator } from '@/features/status/connection-indicator';
import { CitySelect } from '@/features/network/city-select';
import { LanguageSelect } from '@/components/language-select';
import { useT } from '@/state/translator';

const parentHost = (() => {
  try {
    return new URL(config.parentSiteUrl).host;
  } catch {
    return config.parentSiteUrl;
  }
})();

function NetworkBrand() {
  const { t } = useT();
  const hintId = useId();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <Link
        href="/"
        className="inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-bold text-white sm:text-xl"
      >
        <RadioTowerIcon aria-hidden="true" className="size-5 text-sky-300 sm:size-6" />
        {t('title.app')}
      </Link>
      <a
        href={config.parentSiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm text-slate-200 underline-offset-4 hover:text-white hover:underline"
      >
        {parentHost}
        <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
      </a>
      <span id={hintId} className="sr-only">
        {t('app.header.parentSiteHint')}
      </span>
    </div>
  );
}

function DomainBrand({ domain }: { domain: OwnedDomain | null }) {
  const { t } = useT();
  const brand = domain?.brandColor ?? '#334155';
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg ring-1 ring-white/30"
        style={{ backgroundColor: brand, color: textOnBrand(brand) }}
      >
        <FlagIcon className="size-5" />
      </span>
      <div className="min-w-0">
        <Link href="/" className="text-lg leading-tight font-bold text-white">
          {t('title.app')}
        </Link>
        <p className="text-sm text-slate-200">
          {domain ? (
            <span lang="en" className="font-semibold [overflow-wrap:anywhere] text-white">
              {domain.domain}
            </span>
          ) : null}
          {domain ? <span aria-hidden="true"> · </span> : null}
          {t('app.header.tagline')}
        </p>
      </div>
    </div>
  );
}

export interface SiteHeaderProps {
  mode: 'network' | 'domain';
  domain?: OwnedDomain | null;
}

/** The banner: brand (network or one city's), city dropdown, LIVE/OFFLINE, clock, pause switch. */
export function SiteHeader({ mode, domain = null }: SiteHeaderProps) {
  return (
    // Focus rings in sky-300 (about 11:1 here) rather than the page's blue (3.4:1).
    <header className="bg-slate-900 text-white [&_:focus-visible]:outline-sky-300">
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        {mode === 'network' ? <NetworkBrand /> : <DomainBrand domain={domain} />}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <CitySelect />
          <LanguageSelect />
          <ConnectionIndicator />
          <Clock className="min-w-[6.5rem] text-slate-100" />
          <LiveUpdatesToggle />
        </div>
      </div>
    </header>
  );
}
