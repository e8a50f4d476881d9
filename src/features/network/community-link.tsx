import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { config } from '@/config';
import { isHubHost } from '@/domain/hosts';
import { domainSiteUrl } from '@/domain/safe-url';
import type { OwnedDomain } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** On the hub a community is its local page; on a city host every path is that city, so link out. */
export function onHub(host = typeof window === 'undefined' ? '' : window.location.host): boolean {
  return isHubHost(host, config.hubHosts);
}

export function CommunityLink({
  domain,
  className,
  children,
}: {
  domain: OwnedDomain;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  if (onHub()) {
    return (
      <Link href={`/domain/${encodeURIComponent(domain.domain)}`} className={className}>
        {children}
      </Link>
    );
  }
  const href = domainSiteUrl(domain.domain);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('app.opensInNewTab')}</span>
    </a>
  );
}
