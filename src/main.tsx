import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config';
import { isHubHost } from './domain/hosts';
import { createQueryClient } from './api/query-client';
import { installRefreshPolicy } from './api/refresh-policy';
import { Root } from './app/root';
import { loadMetroPageView } from './pages/metro-page';
import './index.css';

async function boot() {
  // A literal check so the production build drops the mock code entirely.
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const client = createQueryClient();
  installRefreshPolicy(client);
  const site = isHubHost(window.location.host, config.hubHosts) ? 'hub' : 'city';
  if (site === 'hub' && window.location.pathname === '/') {
    // Up to 300 ms: on a slow link the view's fallback (a skeleton) is better than a blank page.
    await Promise.race([
      loadMetroPageView().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 300)),
    ]);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Root client={client} site={site} />
    </StrictMode>,
  );
}

void boot();
