import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { Link } from 'wouter';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

export function DomainBreadcrumb({ city }: { city: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t('city.breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        <li>
          <Link
            href="/"
            className="inline-flex min-h-6 items-center rounded font-medium text-blue-800 underline-offset-2 hover:underline"
          >
            {t('city.breadcrumb.home')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRightIcon className="size-4" />
        </li>
        <li>
          <span lang="en" aria-current="page" className="font-medium text-slate-900">
            {city}
          </span>
        </li>
      </ol>
    </nav>
  );
}
