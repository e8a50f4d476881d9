import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ownedDomainsQuery } from '@/api/queries';
import { PanelBoundary } from '@/components/panel-boundary';
import { CAPS, DOMAIN_RESOLVE_TIMEOUT_MS } from '@/domain/constants';
import { cityPageTitle } from '@/domain/document-title';
import { findDomainByName } from '@/domain/network';
import { NO_NEWS_FILTER } from '@/domain/news-selection';
import type { OwnedDomain } from '@/domain/types';
import { DomainBreadcrumb } from '@/features/domain/domain-breadcrumb';
import { DomainHeaderCard } from '@/features/domain/domain-header-card';
import { DomainLoading } from '@/features/domain/domain-loading';
import { DomainNotFound } from '@/features/domain/domain-not-found';
import { FilterPanel } from '@/features/domain/filter-panel';
import { ALL_LAYERS_ON } from '@/features/domain/layers';
import { RecentNewsList } from '@/features/domain/recent-news-list';
import { useDocumentTitle } from '@/features/domain/use-document-title';
import { useRetry } from '@/features/domain/use-retry';
import { useTimedOut } from '@/features/domain/use-timed-out';
import { useLocalMapStyle } from '@/features/domain/use-local-map-style';
import { useLocalNewsData } from '@/features/domain/use-local-news-data';
import { MetroMap } from '@/features/map/metro-map';
import { NetworkLayout } from '@/features/network/network-layout';

const DOMAINS_KEY = ownedDomainsQuery().queryKey;

/** `/domain/{domainName}` on the hub: one city's local news, map and filters. */
export function DomainPage({
  domainName = '',
  resolveTimeoutMs = DOMAIN_RESOLVE_TIMEOUT_MS,
}: {
  domainName?: string;
  /** How long the domain list may take before the page gives up (ms). */
  resolveTimeoutMs?: number;
}) {
  const [, navigate] = useLocation();
  const domains = useQuery(ownedDomainsQuery());
  const { attempt, retry } = useRetry(DOMAINS_KEY);
  const timedOut = useTimedOut(domains.isPending, resolveTimeoutMs, attempt);
  if (domains.isPending && !timedOut) return <DomainLoading />;
  const domain = domains.data ? findDomainByName(domains.data, domainName) : undefined;
  if (!domain) {
    return (
      <DomainNotFound
        requested={domainName}
        failed={domains.isError || timedOut}
        onRetry={retry}
        onReturn={() => navigate('/')}
      />
    );
  }
  return (
    <NetworkLayout mode="network">
      <DomainLocalNews key={domain.domain} domain={domain} />
    </NetworkLayout>
  );
}

function DomainLocalNews({ domain }: { domain: OwnedDomain }) {
  useDocumentTitle(cityPageTitle(domain.city));
  const [layers, setLayers] = useState(ALL_LAYERS_ON);
  const [requestedFilter, setFilter] = useState(NO_NEWS_FILTER);
  const local = useLocalNewsData(domain, requestedFilter);
  const mapStyle = useLocalMapStyle();
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 sm:py-6">
      <DomainBreadcrumb city={domain.city} />
      <DomainHeaderCard domain={domain} />
      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="Filters" className="lg:sticky lg:top-4 lg:self-start">
          <FilterPanel
            layers={layers}
            onLayersChange={setLayers}
            counts={local.counts}
            categories={local.categories}
            tags={local.tags}
            filter={local.filter}
            onFilterChange={setFilter}
          />
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <PanelBoundary name="Map">
            <MetroMap
              mode="local"
              domain={domain}
              layers={layers}
              newsFilter={local.newsFilter}
              showControls={false}
              initialStyle={mapStyle}
            />
          </PanelBoundary>
          <PanelBoundary name="Recent Local News">
            <RecentNewsList
              items={local.news.slice(0, CAPS.domainRecentNews)}
              feed={local.newsFeed}
            />
          </PanelBoundary>
        </div>
      </div>
    </main>
  );
}
