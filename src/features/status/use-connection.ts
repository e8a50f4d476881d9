import { useQuery } from '@tanstack/react-query';
import { systemStatusQuery } from '@/api/queries';
import { connectionState } from '@/domain/system-status';
import { useOnline } from '@/hooks/use-online';

/** 'offline' when the browser is offline or the last system-status poll failed. */
export function useConnection(): 'live' | 'offline' {
  const online = useOnline();
  // TanStack keeps status 'error' from a failed poll until the next successful one.
  const { isError } = useQuery(systemStatusQuery());
  return connectionState({ online, lastCheckFailed: isError });
}
