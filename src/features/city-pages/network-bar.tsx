import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import HomeIcon from 'lucide-react/icons/house';
import MapPinIcon from 'lucide-react/icons/map-pin';
import NetworkIcon from 'lucide-react/icons/network';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { networkBarLinks, type SiteLink } from '@/domain/network-links';
import type { OwnedDomain } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { NetworkSitesDialog } from './network-sites-dialog';
import { CountyName } from '@/components/details/detail-parts';

interface NetworkBarProps {
  domain: OwnedDomain;
  /** All network domains; undefined while loading or when the list failed. */
  domains: readonly OwnedDomain[] | undefined;
  /** The hub (parent site) the city host belongs to. */
  hubUrl: string;
}

function LinkGroup({ label, links }: { label: string; links: SiteLink[] }) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2">
      <span className="font-medium text-slate-700">{t('city.network.groupLabel', { label })}</span>
      <ul aria-label={label} className="flex flex-wrap items-center gap-x-1">
        {links.map((link) => (
          <li key={link.domain}>
            <a
              href={link.url}
              lang="en"
              className="inline-flex min-h-8 items-center rounded-md px-1.5 text-blue-800 underline-offset-2 hover:bg-blue-50 hover:underline"
            >
              {link.city}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The city host's bar: the hub, where this city sits, its county neighbours and nearby sites. */
export function NetworkBar({ domain, domains, hubUrl }: NetworkBarProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { siblings, nearby } = domains
    ? networkBarLinks(domain, domains)
    : { siblings: [], nearby: [] };
  return (
    <nav aria-label={t('city.network.label')} className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1.5 px-4 py-2 text-sm">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 md:flex md:flex-wrap">
          <a
            href={hubUrl}
            className="order-1 inline-flex min-h-8 items-center gap-1.5 justify-self-start rounded-md px-1 font-semibold text-blue-800 underline-offset-2 hover:underline"
          >
            <HomeIcon aria-hidden="true" className="size-4" />
            {t('title.app')}
          </a>
          <div className="order-3 col-span-2 flex flex-wrap items-center gap-2 md:order-2">
            <ChevronRightIcon
              aria-hidden="true"
              className="hidden size-4 text-slate-500 md:block"
            />
            {domain.county ? (
              <Badge>
                <MapPinIcon aria-hidden="true" className="size-3.5" />
                <CountyName county={domain.county} />
              </Badge>
            ) : null}
            <span lang="en" aria-current="page" className="font-semibold text-slate-900">
              {domain.city}
            </span>
          </div>
          <Button size="sm" className="order-2 md:order-3 md:ml-auto" onClick={() => setOpen(true)}>
            <NetworkIcon aria-hidden="true" className="size-4" />
            {t('city.network.title')}
          </Button>
        </div>
        {siblings.length > 0 || nearby.length > 0 ? (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
            <LinkGroup
              label={t('city.network.alsoInCounty', { county: domain.county })}
              links={siblings}
            />
            <LinkGroup label={t('city.network.nearby')} links={nearby} />
          </div>
        ) : null}
      </div>
      <NetworkSitesDialog
        open={open}
        onOpenChange={setOpen}
        current={domain}
        domains={domains ?? []}
        hubUrl={hubUrl}
      />
    </nav>
  );
}
