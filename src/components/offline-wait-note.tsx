import { useOnline } from '@/hooks/use-online';
import { t } from '@/i18n/translate';

/** "You're offline. This page will load when you're back online." */
export const offlineWaitText = () => t('app.offline.waitNote');

/** Under a page's loading state: while the browser is offline, why nothing arrives yet. */
export function OfflineWaitNote({ className }: { className?: string }) {
  const online = useOnline();
  return online ? null : <p className={className}>{offlineWaitText()}</p>;
}
