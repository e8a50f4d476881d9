import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config';
import { isHubHost } from './domain/hosts';
import { createQueryClient } from './api/query-client';
import { installRefreshPolicy } from './api/refresh-policy';
import { followBrowserOnline } from './api/online';
import { Root } from './app/root';
import { loadMetroPageView } from './pages/metro-page';
import { startFirstScreen } from './app/first-screen-feeds';
import { PHONE_MEDIA_QUERY } from './domain/constants';
import { matchesMedia } from './lib/match-media';
import { chooseLanguage, initialLanguage } from './state/language';
import './index.css';

// Where the browser tests measure the start of each request from.
performance.mark('entry-start');

async function boot() {
  // A literal check so the production build drops the mock code entirely.
  if (import.meta.env.VITE_ENABLE_MOCKS === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  followBrowserOnline();
  const client = createQueryClient();
  installRefreshPolicy(client);
  // The feeds kept from the last visit, read beside the first screen's own requests.
  void import('./app/keep-feeds').then(({ keepFeeds }) => keepFeeds(client)).catch(() => undefined);
  const site = isHubHost(window.location.host, config.hubHosts) ? 'hub' : 'city';
  if (site === 'hub' && window.location.pathname === '/') {
    startFirstScreen(client, matchesMedia(PHONE_MEDIA_QUERY) ? 'phone' : 'desktop');
    // Up to 300 ms: on a slow link the view's fallback (a skeleton) is better than a blank page.
    await Promise.race([
      loadMetroPageView().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 300)),
    ]);
  }
  const language = initialLanguage();
  // Another language's words are one small chunk; English is already here. Up to 1.5 s, then English.
  if (language !== 'en') {
    await Promise.race([
      chooseLanguage(language, false).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1500)),
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
