import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import { LanguageSelect } from '@/components/language-select';
import { OfflineWaitNote } from '@/components/offline-wait-note';
import { useT } from '@/state/translator';

/**
 * While the city resolves (up to 15 s on a slow link): the message in the middle, and the Language
 * control at the top, as on the message screens, so the wait reads in the visitor's words.
 */
export function DomainLoading() {
  const { t } = useT();
  return (
    <main aria-busy="true" className="flex min-h-dvh flex-col bg-slate-50 px-4 pt-4 pb-10">
      <LanguageSelect className="justify-end text-slate-700" />
      <div className="flex flex-1 items-center justify-center pt-6">
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <LoaderCircleIcon
            aria-hidden="true"
            className="size-10 text-blue-700 motion-safe:animate-spin"
          />
          <p className="text-xl font-semibold text-slate-900">{t('city.loading.title')}</p>
          <p className="text-sm text-slate-600">{t('city.loading.subtitle')}</p>
          <OfflineWaitNote className="text-sm font-medium text-slate-900" />
        </div>
      </div>
    </main>
  );
}
