import { useEffect } from 'react';
import { useToast } from '@/components/ui/toast';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

export const NEW_RELEASE_TITLE = 'A new version is available';

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
  const toast = useToast();
  useEffect(() => {
    if (registering || import.meta.env.VITE_ENABLE_MOCKS === 'true') return;
    if (!('serviceWorker' in navigator)) return;
    registering = true;
    void afterFirstContentfulPaint()
      .then(whenLoaded)
      .then(() => import('./register-service-worker'))
      .then(({ registerServiceWorker }) =>
        registerServiceWorker((reload) =>
          toast(NEW_RELEASE_TITLE, 'Reload to get the latest site.', {
            action: {
              label: 'Reload',
              altText: 'Reload the page for the new version',
              onSelect: reload,
            },
          }),
        ),
      )
      .catch(() => undefined);
  }, [toast]);
  return null;
}
