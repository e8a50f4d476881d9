// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { eventually } from '../eventually';

const registerSW = vi.hoisted(() => vi.fn<(options: RegisterSWOptions) => unknown>());
vi.mock('virtual:pwa-register', () => ({ registerSW }));

const { registerServiceWorker } = await import('@/app/register-service-worker');

const HOUR_MS = 60 * 60 * 1000;

/** The options the module handed to vite-plugin-pwa. */
function registered(): RegisterSWOptions {
  const options = registerSW.mock.lastCall?.[0];
  if (!options) throw new Error('registerSW was not called');
  return options;
}

const reload = vi.fn();
let onLine = true;

beforeEach(() => {
  registerSW.mockReset();
  reload.mockReset();
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page's `navigator.serviceWorker`, with a fresh `controllerchange` target each time. */
function stubServiceWorker(waiting: { postMessage: (message: unknown) => void } | null) {
  const workers = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve({ waiting }),
      addEventListener: workers.addEventListener.bind(workers),
    },
  });
  return workers;
}

test('a waiting release reported twice is offered once', () => {
  const onNewRelease = vi.fn();
  registerServiceWorker(onNewRelease);
  registered().onNeedRefresh?.();
  registered().onNeedRefresh?.();
  expect(onNewRelease).toHaveBeenCalledTimes(1);
});

test('taking the offer tells the waiting worker to skip waiting, without reloading yet', async () => {
  const postMessage = vi.fn();
  stubServiceWorker({ postMessage });
  const onNewRelease = vi.fn<(switchNow: () => void) => void>();
  registerServiceWorker(onNewRelease);
  registered().onNeedRefresh?.();
  onNewRelease.mock.calls[0]?.[0]();
  await eventually(() => expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
  expect(reload).not.toHaveBeenCalled();
});

test('when another tab has already switched (nothing waiting), taking the offer reloads', async () => {
  stubServiceWorker(null);
  const onNewRelease = vi.fn<(switchNow: () => void) => void>();
  registerServiceWorker(onNewRelease);
  registered().onNeedRefresh?.();
  onNewRelease.mock.calls[0]?.[0]();
  await eventually(() => expect(reload).toHaveBeenCalledTimes(1));
});

test('the page reloads once the new release is in charge', () => {
  registerServiceWorker(vi.fn());
  registered().onNeedReload?.();
  expect(reload).toHaveBeenCalledTimes(1);
});

test('an open page asks for a new release every hour while online, and on coming back online', () => {
  vi.useFakeTimers();
  const update = vi.fn(() => Promise.resolve());
  registerServiceWorker(vi.fn());
  registered().onRegisteredSW?.('/sw.js', { update } as unknown as ServiceWorkerRegistration);

  vi.advanceTimersByTime(HOUR_MS - 1);
  expect(update).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(update).toHaveBeenCalledTimes(1);

  onLine = false;
  vi.advanceTimersByTime(HOUR_MS);
  expect(update).toHaveBeenCalledTimes(1);

  onLine = true;
  window.dispatchEvent(new Event('online'));
  expect(update).toHaveBeenCalledTimes(2);
});

test('a failed update check is swallowed', async () => {
  vi.useFakeTimers();
  const update = vi.fn(() => Promise.reject(new Error('offline')));
  registerServiceWorker(vi.fn());
  registered().onRegisteredSW?.('/sw.js', { update } as unknown as ServiceWorkerRegistration);
  await vi.advanceTimersByTimeAsync(HOUR_MS);
  expect(update).toHaveBeenCalledTimes(1);
});

test('no registration, or a browser that refuses workers, changes nothing', () => {
  registerServiceWorker(vi.fn());
  expect(() => registered().onRegisteredSW?.('/sw.js', undefined)).not.toThrow();
  expect(() => registered().onRegisterError?.(new Error('SecurityError'))).not.toThrow();
});

/** A worker the browser is installing: its state moves on with `move`. */
function installingWorker() {
  const worker = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
  const move = (state: ServiceWorkerState) => {
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { worker, move };
}

function stubController(controller: object | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, getRegistration: () => Promise.resolve({ waiting: null }) },
  });
}

const registration = (fields: { installing?: object | null; waiting?: object | null }) =>
  ({
    update: vi.fn(() => Promise.resolve()),
    installing: null,
    waiting: null,
    ...fields,
  }) as unknown as ServiceWorkerRegistration;

test('a release already installing when the worker registers is offered once it is installed', () => {
  stubController({});
  const { worker, move } = installingWorker();
  const onNewRelease = vi.fn();
  registerServiceWorker(onNewRelease);
  registered().onRegisteredSW?.('/sw.js', registration({ installing: worker }));
  expect(onNewRelease).not.toHaveBeenCalled();
  move('installed');
  expect(onNewRelease).toHaveBeenCalledTimes(1);
  // Workbox reporting it later too makes no second offer.
  registered().onNeedRefresh?.();
  expect(onNewRelease).toHaveBeenCalledTimes(1);
});

test('an install that fails offers nothing', () => {
  stubController({});
  const { worker, move } = installingWorker();
  const onNewRelease = vi.fn();
  registerServiceWorker(onNewRelease);
  registered().onRegisteredSW?.('/sw.js', registration({ installing: worker }));
  move('redundant');
  move('installed');
  expect(onNewRelease).not.toHaveBeenCalled();
});

test('the first install (no worker in charge yet) is not a new release', () => {
  stubController(null);
  const { worker, move } = installingWorker();
  const onNewRelease = vi.fn();
  registerServiceWorker(onNewRelease);
  registered().onRegisteredSW?.('/sw.js', registration({ installing: worker }));
  move('installed');
  expect(onNewRelease).not.toHaveBeenCalled();
});

test('a release that became waiting while the worker registered is offered, once', () => {
  stubController({});
  const onNewRelease = vi.fn();
  registerServiceWorker(onNewRelease);
  registered().onRegisteredSW?.('/sw.js', registration({ waiting: {} }));
  registered().onNeedRefresh?.();
  expect(onNewRelease).toHaveBeenCalledTimes(1);
});

test('after taking the offer, the page reloads once the new release is in charge, also one Workbox did not see', async () => {
  const postMessage = vi.fn();
  const workers = stubServiceWorker({ postMessage });
  const onNewRelease = vi.fn<(switchNow: () => void) => void>();
  registerServiceWorker(onNewRelease);
  registered().onNeedRefresh?.();
  onNewRelease.mock.calls[0]?.[0]();
  await eventually(() => expect(postMessage).toHaveBeenCalled());
  expect(reload).not.toHaveBeenCalled();
  workers.dispatchEvent(new Event('controllerchange'));
  expect(reload).toHaveBeenCalledTimes(1);
  // Workbox reporting it too reloads no second time.
  registered().onNeedReload?.();
  expect(reload).toHaveBeenCalledTimes(1);
});
