import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import { OfflineWaitNote } from '@/components/offline-wait-note';
import { useT } from '@/state/translator';

export function DomainLoading() {
  const { t } = useT();
  return (
    <main aria-busy="true" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <LoaderCircleIcon
          aria-hidden="true"
          className="size-10 text-blue-700 motion-safe:animate-spin"
        />
        <p className="text-xl font-semibold text-slate-900">{t('city.loading.title')}</p>
        <p className="text-sm text-slate-600">{t('city.loading.subtitle')}</p>
        <OfflineWaitNote className="text-sm font-medium text-slate-900" />
      </div>
    </main>
  );
}
