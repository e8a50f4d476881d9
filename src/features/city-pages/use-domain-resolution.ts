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
 * A city page's domain, for `/domain/{name}` and city hosts alike: by name from the owned-domains
 * list, else from `/api/current-domain` for this host. Never an endless spinner: a lookup that takes
 * longer than `timeoutMs` counts as failed; `retry` asks again (and restarts that clock).
 */
export function useDomainResolution(
  domainName: string | undefined,
  timeoutMs: number,
): { resolution: DomainResolution; retry: () => void } {
  const byHost = useCurrentDomain({ enabled: !domainName });
  const byName = useOwnedDomains({ enabled: domainName !== undefined });
  const query = domainName !== undefined ? byName : byHost;
  const { attempt, retry } = useRetry(domainName !== undefined ? DOMAINS_KEY : CURRENT_DOMAIN_KEY);
  const timedOut = useTimedOut(query.pending, timeoutMs, attempt);
  let resolution: DomainResolution;
  if (domainName !== undefined) {
    const found = byName.data ? findDomainByName(byName.data, domainName) : undefined;
    resolution = found
      ? { state: 'ready', domain: found }
      : byName.failure
        ? { state: 'failed' }
        : byName.pending
          ? { state: 'loading' }
          : { state: 'missing' };
  } else if (byHost.data) {
    resolution = { state: 'ready', domain: byHost.data };
  } else if (byHost.failure) {
    const noRecord = byHost.failure instanceof ApiError && byHost.failure.status === 404;
    resolution = { state: noRecord ? 'missing' : 'failed' };
  } else {
    resolution = byHost.pending ? { state: 'loading' } : { state: 'missing' };
  }
  if (resolution.state === 'loading' && timedOut) resolution = { state: 'failed' };
  return { resolution, retry };
}
