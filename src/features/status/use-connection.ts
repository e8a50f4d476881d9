import { useSystemStatus } from '@/api/feeds/system-status';
import { connectionState } from '@/domain/system-status';
import { useOnline } from '@/hooks/use-online';

/** 'offline' when the browser is offline or the last system-status poll failed. */
export function useConnection(): 'live' | 'offline' {
  const online = useOnline();
  // The failure of a poll stays until the next successful one.
  const { failure } = useSystemStatus();
  return connectionState({ online, lastCheckFailed: failure !== null });
}
