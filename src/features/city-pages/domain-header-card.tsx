import MapPinIcon from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { brandTextOn, textOnBrand } from '@/domain/contrast';
import { capitalise } from '@/domain/display-text';
import type { OwnedDomain } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';
import { Trans } from '@/components/trans';
import { CountyName } from '@/components/details/detail-parts';

interface DomainHeaderCardProps {
  domain: OwnedDomain;
  /** Links shown beside the title (the city host's "Network Hub" and "All Sites"). */
  actions?: ReactNode;
  className?: string;
}

/** The city's title: brand dot, "{city} Local News", description, county and category badges. */
export function DomainHeaderCard({ domain, actions, className }: DomainHeaderCardProps) {
  const { t } = useT();
  const brand = domain.brandColor;
  return (
    <section
      aria-labelledby="domain-title"
      className={cn(
        'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      <div aria-hidden="true" className="h-1.5" style={{ backgroundColor: brand }} />
      <div className="flex flex-col gap-4 p-4 sm:p-5 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              data-testid="brand-dot"
              className="size-4 shrink-0 rounded-full ring-2 ring-white ring-offset-1 ring-offset-slate-300"
              style={{ backgroundColor: brand }}
            />
            <h1 id="domain-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
              <Trans
                text={t('city.header.title')}
                parts={{ city: <span lang="en">{domain.city}</span> }}
              />
            </h1>
          </div>
          <p className="mt-1 text-sm font-semibold break-all" style={{ color: brandTextOn(brand) }}>
            {domain.domain}
          </p>
          {domain.description ? (
            <p lang="en" className="mt-2 max-w-prose text-sm text-slate-700 sm:text-base">
              {domain.description}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {domain.county ? (
              <Badge>
                <MapPinIcon aria-hidden="true" className="size-3.5" />
                <CountyName county={domain.county} />
              </Badge>
            ) : null}
            <Badge
              lang="en"
              tone="plain"
              style={{ backgroundColor: brand, color: textOnBrand(brand) }}
            >
              {capitalise(domain.category)}
            </Badge>
          </div>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </section>
  );
}
