import { useOnline } from '@/hooks/use-online';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';

/** "You're offline. This page will load when you're back online." */
export const offlineWaitText = (t: Translate) => t('app.offline.waitNote');

/** Under a page's loading state: while the browser is offline, why nothing arrives yet. */
export function OfflineWaitNote({ className }: { className?: string }) {
  const { t } = useT();
  const online = useOnline();
  return online ? null : <p className={className}>{offlineWaitText(t)}</p>;
}
