import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { SITES_WAIT_MS, useDomainResolution } from '@/features/city-pages/use-domain-resolution';
import { demoDomains } from '@/mocks/responses';
import { server } from '../../msw-server';
import { answer, answerLater, demoDomain } from '../../pages/city-page-support';
import { eventually } from '../../eventually';

const TIMEOUT_MS = 10_000;

function renderResolution(
  domainName: string | undefined,
  timeoutMs = TIMEOUT_MS,
  client = createQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>{children}</AppProviders>
  );
  return renderHook(() => useDomainResolution(domainName, timeoutMs), { wrapper });
}

afterEach(() => vi.useRealTimers());

/** An answer at `path` that the test sends when it likes; `asked` once the request came. */
function deferredAnswer(path: string) {
  let send: (body: unknown) => void = () => undefined;
  const body = new Promise<unknown>((resolve) => (send = resolve));
  const state = { asked: false, send: (value: unknown) => send(value) };
  server.use(
    http.get(`*${path}`, async () => {
      state.asked = true;
      return HttpResponse.json((await body) as never);
    }),
  );
  return state;
}

describe('by name (/domain/{name})', () => {
  test('loading, then ready with the named domain from the owned-domains list', async () => {
    const { result } = renderResolution('edina.news');
    expect(result.current.resolution).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.resolution.state).toBe('ready'));
    expect(result.current.resolution).toEqual({
      state: 'ready',
      domain: demoDomain('edina.news'),
    });
  });

  test('a name the list does not have is missing, not failed', async () => {
    const { result } = renderResolution('nowhere.news');
    await waitFor(() => expect(result.current.resolution).toEqual({ state: 'missing' }));
  });

  test('a failed list is failed', async () => {
    answer('/api/owned-domains', { message: 'down' }, 500);
    const { result } = renderResolution('edina.news');
    await waitFor(() => expect(result.current.resolution).toEqual({ state: 'failed' }));
  });

  test('a list in the wrong shape is failed', async () => {
    answer('/api/owned-domains', { domains: demoDomains() });
    const { result } = renderResolution('edina.news');
    await waitFor(() => expect(result.current.resolution).toEqual({ state: 'failed' }));
  });

  test('never asks for the current host record', async () => {
    const asked = vi.fn();
    server.use(
      http.get('*/api/current-domain', () => {
        asked();
        return HttpResponse.json(null);
      }),
    );
    const { result } = renderResolution('edina.news');
    await waitFor(() => expect(result.current.resolution.state).toBe('ready'));
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('by host (no name)', () => {
  test("the host's record is ready", async () => {
    const edina = demoDomain('edina.news');
    answer('/api/current-domain', {
      ...demoDomains().find((d) => d.domain === 'edina.news'),
      host: 'edina.news',
    });
    const { result } = renderResolution(undefined);
    await waitFor(() => expect(result.current.resolution.state).toBe('ready'));
    expect(result.current.resolution).toEqual({
      state: 'ready',
      domain: { ...edina, host: 'edina.news' },
    });
  });

  test('a 404 means no record: missing', async () => {
    answer('/api/current-domain', { message: 'No domain for this host' }, 404);
    const { result } = renderResolution(undefined);
    await waitFor(() => expect(result.current.resolution).toEqual({ state: 'missing' }));
  });

  test('an empty answer means no record: missing', async () => {
    answer('/api/current-domain', null);
    const { result } = renderResolution(undefined);
    await waitFor(() => expect(result.current.resolution).toEqual({ state: 'missing' }));
  });

  test('a server error is failed, not missing', async () => {
    answer('/api/current-domain', { message: 'down' }, 503);
    const { result } = renderResolution(undefined);
    await waitFor(() => expect(result.current.resolution).toEqual({ state: 'failed' }));
  });
});

describe("by host: the network's list comes with the page (its bar's links never push it down)", () => {
  const edinaRecord = () => ({
    ...demoDomains().find((d) => d.domain === 'edina.news'),
    host: 'edina.news',
  });

  test('the list is asked for beside the record, and the page waits for it', async () => {
    answer('/api/current-domain', edinaRecord());
    const list = deferredAnswer('/api/owned-domains');
    const client = createQueryClient();
    const { result } = renderResolution(undefined, TIMEOUT_MS, client);
    await waitFor(() => expect(list.asked).toBe(true));
    await waitFor(() =>
      expect(client.getQueryState(['/api/current-domain'])?.status).toBe('success'),
    );
    expect(result.current.resolution).toEqual({ state: 'loading' });
    list.send(demoDomains());
    await waitFor(() => expect(result.current.resolution.state).toBe('ready'));
  });

  test('a failed list does not hold the page back', async () => {
    answer('/api/current-domain', edinaRecord());
    answer('/api/owned-domains', { message: 'down' }, 500);
    const { result } = renderResolution(undefined);
    await waitFor(() => expect(result.current.resolution.state).toBe('ready'));
  });

  test(`a list that never answers holds it back ${SITES_WAIT_MS} ms at most`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer('/api/current-domain', edinaRecord());
    answerLater('/api/owned-domains');
    const client = createQueryClient();
    const { result } = renderResolution(undefined, TIMEOUT_MS, client);
    // eventually (vi.waitFor) moves the fake clock on a little at each look.
    await eventually(() =>
      expect(client.getQueryState(['/api/current-domain'])?.status).toBe('success'),
    );
    // The render that sees the record starts the wait.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(SITES_WAIT_MS - 1));
    expect(result.current.resolution).toEqual({ state: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.resolution.state).toBe('ready');
  });
});

describe('never an endless spinner', () => {
  test('a lookup that outlasts the timeout is failed; retry asks again and restarts the clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerLater('/api/owned-domains');
    const { result } = renderResolution('edina.news');
    expect(result.current.resolution).toEqual({ state: 'loading' });
    act(() => vi.advanceTimersByTime(TIMEOUT_MS - 1));
    expect(result.current.resolution).toEqual({ state: 'loading' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.resolution).toEqual({ state: 'failed' });

    // Still hung: retrying is loading again, for another whole timeout.
    act(() => result.current.retry());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.resolution).toEqual({ state: 'loading' });
    act(() => vi.advanceTimersByTime(TIMEOUT_MS - 1));
    expect(result.current.resolution).toEqual({ state: 'loading' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.resolution).toEqual({ state: 'failed' });

    // The API answers now: a retry brings the domain.
    vi.useRealTimers();
    server.resetHandlers();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.resolution.state).toBe('ready'));
  });
});
