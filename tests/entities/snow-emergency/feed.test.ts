// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { ApiError } from '@/api/http';
import { FIRST_RENDER_WAIT_MS, REFRESH_MS, SNOW_NOTICE_WAIT_MS } from '@/domain/constants';
import {
  isAbsent,
  SNOW_EMERGENCIES_PATH,
  snowEmergenciesFeed,
  snowEmergenciesQuery,
  startSnowEmergencies,
} from '@/entities/snow-emergency/feed';
import { answerFromDemoApi, server } from '../../msw-server';
import { DECLARED, mpls } from '../../support/snow-answers';
import { eventually } from '../../eventually';

answerFromDemoApi();

const answer = (response: () => Response) =>
  server.use(http.get(`*${SNOW_EMERGENCIES_PATH}`, response));
const fetchOnce = () => new QueryClient().fetchQuery({ ...snowEmergenciesQuery(), retry: false });

afterEach(() => vi.restoreAllMocks());

describe('the snow emergencies feed', () => {
  test('polls every 5 minutes, keyed by its path', () => {
    const query = snowEmergenciesFeed.query();
    expect(query.queryKey).toEqual([SNOW_EMERGENCIES_PATH]);
    expect(query.meta?.refreshMs).toBe(REFRESH_MS.snowEmergencies);
    expect(REFRESH_MS.snowEmergencies).toBe(5 * 60_000);
  });

  test("reads the demo's answer: Minneapolis declared", async () => {
    const { items, source } = await fetchOnce();
    expect(items[0]).toMatchObject({ city: 'Minneapolis', status: 'declared' });
    expect(source).toBe('City of Minneapolis; City of Saint Paul');
  });

  test('a 404 is "absent", said once on the console as information, never as an error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    answer(() => HttpResponse.json({ message: 'Not found' }, { status: 404 }));
    const first = await fetchOnce().catch((failure: Error) => failure);
    await fetchOnce().catch(() => undefined);
    expect(first).toBeInstanceOf(ApiError);
    expect(isAbsent(first as Error)).toBe(true);
    expect(info.mock.calls.filter(([text]) => String(text).includes('snow'))).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  test('a 503 and a wrong shape are failures, not absence', async () => {
    answer(() => HttpResponse.json({ message: 'Unavailable' }, { status: 503 }));
    const unavailable = await fetchOnce().catch((failure: Error) => failure);
    expect(unavailable).toBeInstanceOf(ApiError);
    expect(isAbsent(unavailable as Error)).toBe(false);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(() => HttpResponse.json({ data: { Minneapolis: 'declared' } }));
    const wrong = await fetchOnce().catch((failure: Error) => failure);
    expect(wrong).toBeInstanceOf(WrongShapeError);
    expect(isAbsent(wrong as Error)).toBe(false);
    expect(isAbsent(null)).toBe(false);
  });
});

describe('before the first render of / (startSnowEmergencies)', () => {
  const declared = () => ({
    data: [mpls({ declaredAt: new Date(Date.now() - 3_600_000).toISOString() })],
    source: 'City of Minneapolis',
    timestamp: DECLARED,
  });
  const answerWith = (body: unknown, status = 200) => {
    const requests = { count: 0 };
    answer(() => {
      requests.count += 1;
      return HttpResponse.json(body as never, { status });
    });
    return requests;
  };
  /** A promise the test settles itself. */
  function deferred() {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((settle) => (resolve = settle));
    return { promise, resolve };
  }
  const cached = (client: QueryClient) =>
    client.getQueryData<{ items: { city: string }[] }>([SNOW_EMERGENCIES_PATH]);

  test('an answer without a notice: the render goes on before its parse, and nothing loads early', async () => {
    const requests = answerWith({ data: [], source: 'x', timestamp: DECLARED });
    const client = new QueryClient();
    const loadNotice = vi.fn(() => Promise.resolve());
    await startSnowEmergencies(client, loadNotice);
    expect(loadNotice).not.toHaveBeenCalled();
    expect(cached(client)).toBeUndefined();
    // The parse follows the first paint (in jsdom: the next task), from the same one request.
    await eventually(() => expect(cached(client)?.items).toEqual([]));
    expect(requests.count).toBe(1);
  });

  test("an answer with a notice: the render waits for the notice's code, and finds the answer parsed", async () => {
    const requests = answerWith(declared());
    const client = new QueryClient();
    const code = deferred();
    const loadNotice = vi.fn(() => code.promise);
    let ready = false;
    const started = startSnowEmergencies(client, loadNotice).then(() => (ready = true));
    await eventually(() => expect(loadNotice).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    code.resolve();
    await started;
    expect(cached(client)?.items[0]).toMatchObject({ city: 'Minneapolis' });
    expect(requests.count).toBe(1);
  });

  test("a failure: the render goes on at once, and the failure is the feed's", async () => {
    answerWith({ message: 'Unavailable' }, 503);
    const client = new QueryClient();
    const loadNotice = vi.fn(() => Promise.resolve());
    await startSnowEmergencies(client, loadNotice);
    expect(loadNotice).not.toHaveBeenCalled();
    expect(client.getQueryState([SNOW_EMERGENCIES_PATH])?.error).toBeInstanceOf(ApiError);
  });

  describe('each wait is bounded', () => {
    afterEach(() => vi.useRealTimers());

    test(`notice code that never comes: ${SNOW_NOTICE_WAIT_MS} ms`, async () => {
      answerWith(declared());
      const loadNotice = vi.fn(() => new Promise<void>(() => undefined));
      let ready = false;
      const started = startSnowEmergencies(new QueryClient(), loadNotice).then(
        () => (ready = true),
      );
      await eventually(() => expect(loadNotice).toHaveBeenCalledOnce());
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await vi.advanceTimersByTimeAsync(SNOW_NOTICE_WAIT_MS - 1);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await started;
      expect(ready).toBe(true);
    });

    test(`an answer still on its way: ${FIRST_RENDER_WAIT_MS} ms, unless the browser already has it`, async () => {
      server.use(http.get(`*${SNOW_EMERGENCIES_PATH}`, () => new Promise<never>(() => undefined)));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let ready = false;
      void startSnowEmergencies(new QueryClient(), () => Promise.resolve()).then(
        () => (ready = true),
      );
      await vi.advanceTimersByTimeAsync(FIRST_RENDER_WAIT_MS - 1);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(ready).toBe(true);

      // index.html's preload has it whole: its reading is waited for, however slow the page.
      const url = new URL(SNOW_EMERGENCIES_PATH, window.location.href).href;
      const entries = vi
        .spyOn(performance, 'getEntriesByName')
        .mockImplementation((name) => (name === url ? [{ name } as PerformanceEntry] : []));
      ready = false;
      void startSnowEmergencies(new QueryClient(), () => Promise.resolve()).then(
        () => (ready = true),
      );
      await vi.advanceTimersByTimeAsync(5_000);
      expect(ready).toBe(false);
      expect(entries).toHaveBeenCalledWith(url, 'resource');
    });
  });
});
