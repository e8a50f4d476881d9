import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { LanguageProvider } from '@/state/translator';
import { VisitorProvider } from '@/state/visitor';
import { ServiceWorkerUpdates } from './service-worker-updates';

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {/* Outermost but the cache: the toasts and the release offer read the language too. */}
      <LanguageProvider>
        <ToastProvider>
          <VisitorProvider>{children}</VisitorProvider>
          <ServiceWorkerUpdates />
        </ToastProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
