// @vitest-environment jsdom
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { polledQuery } from '@/api/feeds/define';
import { OfflineCopyError } from '@/api/http';
import { followBrowserOnline } from '@/api/online';
import { server, answerFromDemoApi } from '../../msw-server';

answerFromDemoApi();

const PATH = '/api/thing';
const parse = (payload: unknown) => (payload as { id: string }[]).map((item) => item.id);
const STORED_AT = Date.parse('2026-11-25T07:42:00Z');

const keptCopy = (body: unknown, storedAt = STORED_AT) =>
  http.get(`*${PATH}`, () =>
    HttpResponse.json(body as never, {
      headers: { 'x-twin-cities-copy-stored-at': String(storedAt) },
    }),
  );

describe('a feed answered by the service worker’s kept copy', () => {
  test('shows the copy with the time it was stored, and the refresh counts as failed', async () => {
    server.use(keptCopy([{ id: 'a' }, { id: 'b' }]));
    const client = new QueryClient();
    await expect(client.fetchQuery(polledQuery(PATH, 30_000, parse))).rejects.toBeInstanceOf(
      OfflineCopyError,
    );
    const state = client.getQueryState([PATH]);
    expect(state?.data).toEqual(['a', 'b']);
    expect(state?.dataUpdatedAt).toBe(STORED_AT);
    expect(state?.status).toBe('error');
  });

  test('never replaces newer data the page already shows', async () => {
    server.use(keptCopy([{ id: 'old' }]));
    const client = new QueryClient();
    client.setQueryData([PATH], ['fresh'], { updatedAt: STORED_AT + 60_000 });
    await expect(
      client.fetchQuery({ ...polledQuery(PATH, 30_000, parse), staleTime: 0 }),
    ).rejects.toBeInstanceOf(OfflineCopyError);
    expect(client.getQueryData([PATH])).toEqual(['fresh']);
    expect(client.getQueryState([PATH])?.dataUpdatedAt).toBe(STORED_AT + 60_000);
  });

  test('a copy that no longer parses is not shown; the failure stands', async () => {
    server.use(keptCopy({ not: 'a list' }));
    const client = new QueryClient();
    await expect(client.fetchQuery(polledQuery(PATH, 30_000, parse))).rejects.toBeInstanceOf(
      OfflineCopyError,
    );
    expect(client.getQueryData([PATH])).toBeUndefined();
  });
});

describe('a copy answered after the connection came back', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    onlineManager.setOnline(true);
  });

  /** As the app's client: a query runs offline too, and the service worker answers it. */
  const appLikeClient = () =>
    new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst', retry: false } } });

  /** A window that starts offline; `back()` is the return, with its `online` event. */
  function offlineWindow() {
    const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
    target.navigator = { onLine: false };
    stop = followBrowserOnline(target as unknown as Window);
    return () => {
      target.navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    };
  }

  /** Answers every request with `answer(n)` (n from 1); returns how many were asked so far. */
  function answerEach(answer: (n: number) => Response) {
    let asked = 0;
    server.use(http.get(`*${PATH}`, () => answer((asked += 1))));
    return () => asked;
  }

  const copyAnswer = () =>
    HttpResponse.json([{ id: 'kept' }], {
      headers: { 'x-twin-cities-copy-stored-at': String(STORED_AT) },
    });

  test('a request under way at the return is asked once more, and the fresh answer stands', async () => {
    const back = offlineWindow();
    const asked = answerEach((n) => {
      if (n > 1) return HttpResponse.json([{ id: 'fresh' }]);
      // The connection returns while this request is still under way.
      back();
      return copyAnswer();
    });
    const client = appLikeClient();
    await expect(client.fetchQuery(polledQuery(PATH, 30_000, parse))).resolves.toEqual(['fresh']);
    expect(asked()).toBe(2);
    expect(client.getQueryState([PATH])?.status).toBe('success');
  });

  test('a second copy stands: asked twice in all, the failure is the copy', async () => {
    offlineWindow()();
    const asked = answerEach(copyAnswer);
    const client = appLikeClient();
    await expect(client.fetchQuery(polledQuery(PATH, 30_000, parse))).rejects.toBeInstanceOf(
      OfflineCopyError,
    );
    expect(asked()).toBe(2);
    expect(client.getQueryData([PATH])).toEqual(['kept']);
  });

  test("no answer at all in the network's first seconds back is asked once more", async () => {
    offlineWindow()();
    const asked = answerEach((n) =>
      n === 1 ? HttpResponse.error() : HttpResponse.json([{ id: 'fresh' }]),
    );
    const client = appLikeClient();
    await expect(client.fetchQuery(polledQuery(PATH, 30_000, parse))).resolves.toEqual(['fresh']);
    expect(asked()).toBe(2);
  });

  test('a server error after the return is not asked again (the server answered)', async () => {
    offlineWindow()();
    const asked = answerEach(() => new HttpResponse('down', { status: 503 }));
    const client = appLikeClient();
    await expect(client.fetchQuery(polledQuery(PATH, 30_000, parse))).rejects.toThrow();
    expect(asked()).toBe(1);
  });

  test('a copy with no return (still offline, or never away) is asked once', async () => {
    offlineWindow();
    const asked = answerEach(copyAnswer);
    const client = appLikeClient();
    await expect(client.fetchQuery(polledQuery(PATH, 30_000, parse))).rejects.toBeInstanceOf(
      OfflineCopyError,
    );
    expect(asked()).toBe(1);
  });
});
