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
import { snowNoticeInFirstPaint } from './entities/snow-emergency/ui/snow-emergency-slot';
import { FIRST_RENDER_WAIT_MS, PHONE_MEDIA_QUERY } from './domain/constants';
import { afterFirstContentfulPaint } from './lib/after-first-paint';
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
  // The feeds kept from the last visit: the code comes beside the first screen's (index.html
  // preloads it, so a page offline from the start has it too), the restore after the first paint
  // (issue 44): the first render draws what the network and the service worker answer, and the
  // storage read, the parse of ~1,000 kept cameras and the redraw with them come after it.
  void import('./app/keep-feeds')
    .then(async ({ keepFeeds }) => {
      await afterFirstContentfulPaint();
      return keepFeeds(client);
    })
    .catch(() => undefined);
  const site = isHubHost(window.location.host, config.hubHosts) ? 'hub' : 'city';
  // Every page's frame shows the snow emergencies: every page asks at once, first (its small
  // answer is read before the cameras' large one takes the main thread), and a notice is drawn
  // with the page it sits on rather than pushing it down after it. The feed bounds this wait.
  const snowNotice = snowNoticeInFirstPaint(client);
  if (site === 'hub' && window.location.pathname === '/') {
    startFirstScreen(client, matchesMedia(PHONE_MEDIA_QUERY) ? 'phone' : 'desktop');
    // The view up to a moment: on a slow link its skeleton is better than a blank page.
    await Promise.race([
      loadMetroPageView().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]);
  }
  await snowNotice;
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
