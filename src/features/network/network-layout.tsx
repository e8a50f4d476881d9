// STUB owned by issue #4 (network chrome): header, suggestion card, chooser, live-status, footer.
import type { ReactNode } from 'react';
import type { OwnedDomain } from '@/domain/types';

export interface NetworkLayoutProps {
  /** 'network' on the hub; 'domain' on a city page / city host (flag, brand, domain name). */
  mode?: 'network' | 'domain';
  domain?: OwnedDomain | null;
  children: ReactNode;
}

export function NetworkLayout({ children }: NetworkLayoutProps) {
  return <div className="min-h-dvh">{children}</div>;
}
