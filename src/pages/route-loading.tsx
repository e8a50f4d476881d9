import { OfflineWaitNote } from '@/components/offline-wait-note';
import { useT } from '@/state/translator';

/** Shown for the moment a page's code is on its way (offline, until the connection is back). */
export function RouteLoading() {
  const { t } = useT();
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-2 bg-slate-50 px-4 text-center text-sm text-slate-700"
    >
      <p>{t('app.loading')}</p>
      <OfflineWaitNote className="font-medium text-slate-900" />
    </div>
  );
}
