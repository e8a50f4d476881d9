import { nearbyDomains, siblingDomains } from './network';
import { domainSiteUrl } from './safe-url';
import type { OwnedDomain } from './types';

export interface SiteLink {
  domain: string;
  city: string;
  county: string;
  /** `https://{domain}`. */
  url: string;
}

/** A link to a network site, or null when its domain is not a valid host name. */
export function siteLink(domain: OwnedDomain): SiteLink | null {
  const url = domainSiteUrl(domain.domain);
  return url ? { domain: domain.domain, city: domain.city, county: domain.county, url } : null;
}

const links = (domains: readonly OwnedDomain[]) =>
  domains.flatMap((domain) => {
    const link = siteLink(domain);
    return link ? [link] : [];
  });

/** The network bar's "Also in {county} County" (≤ 3) and "Nearby" (≤ 2) links. */
export function networkBarLinks(
  current: OwnedDomain,
  domains: readonly OwnedDomain[],
): { siblings: SiteLink[]; nearby: SiteLink[] } {
  return {
    siblings: links(siblingDomains(current, domains)),
    nearby: links(nearbyDomains(current, domains)),
  };
}
