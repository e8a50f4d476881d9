import { useEffect, useEffectEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { useT } from '@/state/translator';

let registering = false;

/** Once the page has loaded: the worker's first downloads (the whole app) never compete with it. */
const whenLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Registers the service worker after the first paint and the page's load, and offers a new release
 * in a toast with "Reload". Off in demo builds, where msw's worker owns the scope. Renders nothing.
 */
export function ServiceWorkerUpdates() {
  const { t } = useT();
  const toast = useToast();
  // In the words of the moment the release arrives, not of the page's first render.
  const offerRelease = useEffectEvent((reload: () => void) =>
    toast(t('app.release.title'), t('app.release.description'), {
      action: {
        label: t('app.release.reload'),
        altText: t('app.release.reloadAlt'),
        onSelect: reload,
      },
    }),
  );
  useEffect(() => {
    if (registering || import.meta.env.VITE_ENABLE_MOCKS === 'true') return;
    if (!('serviceWorker' in navigator)) return;
    registering = true;
    void afterFirstContentfulPaint()
      .then(whenLoaded)
      .then(() => import('./register-service-worker'))
      .then(({ registerServiceWorker }) => registerServiceWorker((reload) => offerRelease(reload)))
      .catch(() => undefined);
  }, []);
  return null;
}
