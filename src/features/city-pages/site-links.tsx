import { ExternalLinkIcon, HomeIcon, LayoutGridIcon } from 'lucide-react';
import { t } from '@/i18n/translate';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100';

/** "Network Hub" and "All Sites": the parent site, in a new tab. */
export function SiteLinks({ hubUrl }: { hubUrl: string }) {
  return (
    <>
      <a href={hubUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <HomeIcon aria-hidden="true" className="size-4" />
        {t('city.siteLinks.hub')}
        <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-slate-500" />
      </a>
      <a href={hubUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <LayoutGridIcon aria-hidden="true" className="size-4" />
        {t('city.siteLinks.allSites')}
        <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-slate-500" />
      </a>
    </>
  );
}
