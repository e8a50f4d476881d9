import { useOnline } from '@/hooks/use-online';

export const OFFLINE_WAIT_TEXT = "You're offline. This page will load when you're back online.";

/** Under a page's loading state: while the browser is offline, why nothing arrives yet. */
export function OfflineWaitNote({ className }: { className?: string }) {
  const online = useOnline();
  return online ? null : <p className={className}>{OFFLINE_WAIT_TEXT}</p>;
}
