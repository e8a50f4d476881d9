import { render, type RenderOptions } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';

export interface RenderWithAppOptions extends Omit<RenderOptions, 'wrapper'> {
  client?: QueryClient;
  path?: string;
}

/** Renders inside the real providers with a fresh QueryClient and an in-memory router. */
export function renderWithApp(
  ui: ReactElement,
  { client, path = '/', ...options }: RenderWithAppOptions = {},
) {
  const queryClient = client ?? createQueryClient();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
    options,
  );
  return { ...result, client: queryClient, location };
}
