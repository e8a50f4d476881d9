import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { safeExternalUrl } from '@/domain/safe-url';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { cn } from '@/lib/cn';

/** A new-tab link for a real http(s) url; otherwise says so (never a dead or script link). */
export function NewsLink({ url, className }: { url: string | null; className?: string }) {
  const { t } = useT();
  const href = safeExternalUrl(url);
  if (!href)
    return (
      <p className={cn('text-sm text-slate-600 italic', className)}>{t('cameras.news.noLink')}</p>
    );
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-md bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
        className,
      )}
    >
      {t('cameras.news.readFullStory')}
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('cameras.news.opensInNewTab')}</span>
    </a>
  );
}
