import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { es } from '@/i18n/catalogs/es';
import { eventually } from '../eventually';

const registerServiceWorker = vi.hoisted(() => vi.fn((_offer: (reload: () => void) => void) => {}));
vi.mock('@/app/register-service-worker', () => ({ registerServiceWorker }));

/** A fresh module each test: the component registers once per page (module state). */
async function load() {
  vi.resetModules();
  const [{ ServiceWorkerUpdates }, { ToastProvider }] = await Promise.all([
    import('@/app/service-worker-updates'),
    import('@/components/ui/toast'),
  ]);
  return (copies = 1) =>
    render(
      <ToastProvider>
        {Array.from({ length: copies }, (_, index) => (
          <ServiceWorkerUpdates key={index} />
        ))}
      </ToastProvider>,
    );
}

const supportServiceWorkers = () =>
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });

beforeEach(() => {
  registerServiceWorker.mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('after the first paint and the load, it registers the worker; it renders nothing', async () => {
  supportServiceWorkers();
  const renderUpdates = await load();
  const { container } = renderUpdates();
  expect(container).toBeEmptyDOMElement();
  await eventually(() => expect(registerServiceWorker).toHaveBeenCalledOnce());
});

test('a new release is offered in a toast whose “Reload” takes it', async () => {
  const user = userEvent.setup();
  supportServiceWorkers();
  (await load())();
  await eventually(() => expect(registerServiceWorker).toHaveBeenCalled());
  const reload = vi.fn();
  const offer = registerServiceWorker.mock.calls[0]![0];
  offer(reload);
  expect(await screen.findByText('A new version is available')).toBeInTheDocument();
  expect(screen.getByText('Reload to get the latest site.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledOnce();
});

test('a release that arrives after a new language is offered in that language', async () => {
  supportServiceWorkers();
  vi.resetModules();
  const [{ ServiceWorkerUpdates }, { ToastProvider }, { LanguageProvider }, { chooseLanguage }] =
    await Promise.all([
      import('@/app/service-worker-updates'),
      import('@/components/ui/toast'),
      import('@/state/translator'),
      import('@/state/language'),
    ]);
  render(
    <LanguageProvider>
      <ToastProvider>
        <ServiceWorkerUpdates />
      </ToastProvider>
    </LanguageProvider>,
  );
  await eventually(() => expect(registerServiceWorker).toHaveBeenCalled());
  await act(() => chooseLanguage('es', false));
  act(() => registerServiceWorker.mock.calls[0]![0](() => undefined));
  expect(await screen.findByText(es['app.release.title'])).toBeInTheDocument();
  await act(() => chooseLanguage('en', false));
});

test('the page registers once, however many times the tree mounts it', async () => {
  supportServiceWorkers();
  const renderUpdates = await load();
  renderUpdates(2);
  await eventually(() => expect(registerServiceWorker).toHaveBeenCalled());
  renderUpdates();
  // Let every mounted copy's wait (first paint, load, the module) run out.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(registerServiceWorker).toHaveBeenCalledOnce();
});

test('a browser without service workers registers nothing', async () => {
  const renderUpdates = await load();
  renderUpdates();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(registerServiceWorker).not.toHaveBeenCalled();
  // The same page with support does register.
  supportServiceWorkers();
  renderUpdates();
  await eventually(() => expect(registerServiceWorker).toHaveBeenCalledOnce());
});
