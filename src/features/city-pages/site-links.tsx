import ExternalLinkIcon from 'lucide-react/icons/external-link';
import HomeIcon from 'lucide-react/icons/house';
import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import { useId } from 'react';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100';

/**
 * "Network Hub" and "All Sites": the parent site, in a new tab. Both are described as opening a new
 * tab (the footer's pair says it the same way), so their names stay the contract's words.
 */
export function SiteLinks({ hubUrl }: { hubUrl: string }) {
  const { t } = useT();
  const hintId = useId();
  return (
    <>
      <a
        href={hubUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        className={linkClass}
      >
        <HomeIcon aria-hidden="true" className="size-4" />
        {t('city.siteLinks.hub')}
        <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-slate-500" />
      </a>
      <a
        href={hubUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        className={linkClass}
      >
        <LayoutGridIcon aria-hidden="true" className="size-4" />
        {t('city.siteLinks.allSites')}
        <ExternalLinkIcon aria-hidden="true" className="size-3.5 text-slate-500" />
      </a>
      <span id={hintId} className="sr-only">
        {t('app.footer.parentHint')}
      </span>
    </>
  );
}
