import { ApiError } from '@/api/http';
import {
  currentDomainQuery,
  ownedDomainsQuery,
  useCurrentDomain,
  useOwnedDomains,
} from '@/api/feeds/owned-domains';
import { findDomainByName } from '@/domain/network';
import type { OwnedDomain } from '@/domain/types';
import { useRetry } from './use-retry';
import { useTimedOut } from './use-timed-out';

export type DomainResolution =
  | { state: 'loading' }
  | { state: 'ready'; domain: OwnedDomain }
  /** No such domain: an unknown name, or a host without a record (404, empty answer). */
  | { state: 'missing' }
  /** The lookup itself failed (network, server, wrong shape) or took longer than allowed. */
  | { state: 'failed' };

const DOMAINS_KEY = ownedDomainsQuery().queryKey;
const CURRENT_DOMAIN_KEY = currentDomainQuery().queryKey;

/**
 * How long a city host's page waits for the network's list once its own domain is known (ms): the
 * bar's "Also in … County" and "Nearby" links come with the page instead of pushing it down after
 * it. Past this, the page is drawn and the links follow.
 */
export const SITES_WAIT_MS = 1000;

/**
 * A city page's domain, for `/domain/{name}` and city hosts alike: by name from the owned-domains
 * list, else from `/api/current-domain` for this host (with the list asked for beside it, and
 * waited for a moment). Never an endless spinner: a lookup that takes longer than `timeoutMs`
 * counts as failed; `retry` asks again (and restarts that clock).
 */
export function useDomainResolution(
  domainName: string | undefined,
  timeoutMs: number,
): { resolution: DomainResolution; retry: () => void } {
  const byHost = useCurrentDomain({ enabled: !domainName });
  const sites = useOwnedDomains();
  const query = domainName !== undefined ? sites : byHost;
  const { attempt, retry } = useRetry(domainName !== undefined ? DOMAINS_KEY : CURRENT_DOMAIN_KEY);
  const timedOut = useTimedOut(query.pending, timeoutMs, attempt);
  const sitesLate = useTimedOut(Boolean(byHost.data) && sites.pending, SITES_WAIT_MS, attempt);
  let resolution: DomainResolution;
  if (domainName !== undefined) {
    const found = sites.data ? findDomainByName(sites.data, domainName) : undefined;
    resolution = found
      ? { state: 'ready', domain: found }
      : sites.failure
        ? { state: 'failed' }
        : sites.pending
          ? { state: 'loading' }
          : { state: 'missing' };
  } else if (byHost.data) {
    resolution =
      sites.pending && !sitesLate ? { state: 'loading' } : { state: 'ready', domain: byHost.data };
  } else if (byHost.failure) {
    const noRecord = byHost.failure instanceof ApiError && byHost.failure.status === 404;
    resolution = { state: noRecord ? 'missing' : 'failed' };
  } else {
    resolution = byHost.pending ? { state: 'loading' } : { state: 'missing' };
  }
  if (resolution.state === 'loading' && timedOut) resolution = { state: 'failed' };
  return { resolution, retry };
}
