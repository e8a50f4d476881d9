import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ApiError,
  HeldRequestError,
  getJson,
  OfflineCopyError,
  TimeoutError,
  WebPageAnswerError,
} from '@/api/http';
import { forgetServerClock, serverClockOffset } from '@/api/server-clock';
import { releaseAllHolds } from '@/api/throttle';
import { answerFromDemoApi, server } from '../msw-server';

answerFromDemoApi();

const URL_ = 'http://localhost/api/thing';

describe('getJson', () => {
  test('a non-OK answer throws "{status}: {body text}"', async () => {
    server.use(http.get(URL_, () => new HttpResponse('database is down', { status: 500 })));
    await expect(getJson(URL_)).rejects.toThrow(new ApiError(500, 'database is down'));
  });
  test('an empty error body gives "{status}: {statusText}"', async () => {
    server.use(
      http.get(
        URL_,
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(getJson(URL_)).rejects.toThrow('503: Service Unavailable');
  });
  test('a 401 throws by default', async () => {
    server.use(http.get(URL_, () => new HttpResponse('login required', { status: 401 })));
    await expect(getJson(URL_)).rejects.toMatchObject({
      status: 401,
      message: '401: login required',
    });
  });
  test('a 401 resolves to null when the query asks for that', async () => {
    server.use(http.get(URL_, () => new HttpResponse('login required', { status: 401 })));
    await expect(getJson(URL_, { on401: 'returnNull' })).resolves.toBeNull();
  });
  test('sends credentials and no custom headers', async () => {
    let seen: Request | null = null;
    server.use(
      http.get(URL_, ({ request }) => {
        seen = request;
        return HttpResponse.json([1]);
      }),
    );
    await expect(getJson(URL_)).resolves.toEqual([1]);
    expect((seen as Request | null)?.credentials).toBe('include');
  });
  test('malformed JSON is an error, never a crash', async () => {
    server.use(http.get(URL_, () => new HttpResponse('{"cams": [', { status: 200 })));
    await expect(getJson(URL_)).rejects.toThrow(/not valid JSON/);
  });
  test("a captive portal's sign-in page (200, text/html) is a failed call that says so, not a parse crash", async () => {
    server.use(http.get(URL_, () => HttpResponse.html('<!doctype html><h1>Sign in to Wi-Fi</h1>')));
    const failure = getJson(URL_);
    await expect(failure).rejects.toBeInstanceOf(WebPageAnswerError);
    await expect(failure).rejects.toThrow(/web page, not data/);
  });
  test('a network failure rejects', async () => {
    server.use(http.get(URL_, () => HttpResponse.error()));
    await expect(getJson(URL_)).rejects.toThrow();
  });
});

describe('timeouts', () => {
  test('a request with no answer fails after the timeout instead of hanging', async () => {
    server.use(http.get(URL_, () => new Promise<Response>(() => undefined)));
    await expect(getJson(URL_, { timeoutMs: 50 })).rejects.toThrow(
      'The request timed out after 0 s',
    );
  });
  test('the caller can still abort', async () => {
    server.use(http.get(URL_, () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = getJson(URL_, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect(pending).rejects.not.toBeInstanceOf(TimeoutError);
  });
});

describe("the service worker's kept copy", () => {
  afterEach(forgetServerClock);

  test('is not passed off as a fresh answer: it throws with its payload and when it was stored', async () => {
    server.use(
      http.get(URL_, () =>
        HttpResponse.json([{ id: 'n1' }], {
          headers: { 'x-twin-cities-copy-stored-at': '1764000000000' },
        }),
      ),
    );
    const failure = await getJson(URL_).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OfflineCopyError);
    expect(failure).toMatchObject({ storedAt: 1764000000000, payload: [{ id: 'n1' }] });
  });

  test("its Date, the time it was first answered, does not set the server's clock", async () => {
    const sixHoursAgo = new Date(Date.now() - 6 * 3_600_000).toUTCString();
    server.use(
      http.get(URL_, () =>
        HttpResponse.json([1], {
          headers: { 'x-twin-cities-copy-stored-at': '1764000000000', date: sixHoursAgo },
        }),
      ),
    );
    await getJson(URL_).catch(() => undefined);
    expect(serverClockOffset()).toBe(0);
    // A fresh answer's Date still does.
    server.use(http.get(URL_, () => HttpResponse.json([1], { headers: { date: sixHoursAgo } })));
    await getJson(URL_);
    expect(serverClockOffset()).toBeLessThan(-5 * 3_600_000);
  });

  test('a header that is not a time is a fresh answer', async () => {
    server.use(
      http.get(URL_, () =>
        HttpResponse.json([1], { headers: { 'x-twin-cities-copy-stored-at': 'soon' } }),
      ),
    );
    await expect(getJson(URL_)).resolves.toEqual([1]);
  });
});

describe('Retry-After', () => {
  afterEach(releaseAllHolds);

  test('a 429 with Retry-After holds that URL: nothing is sent until the wait is over', async () => {
    let requests = 0;
    server.use(
      http.get(URL_, () => {
        requests += 1;
        return requests === 1
          ? new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '120' } })
          : HttpResponse.json([1]);
      }),
    );
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await expect(getJson(URL_)).rejects.toMatchObject({ status: 429 });
    now.mockReturnValue(1_000_000 + 119_000);
    await expect(getJson(URL_)).rejects.toBeInstanceOf(HeldRequestError);
    expect(requests).toBe(1);
    now.mockReturnValue(1_000_000 + 120_000);
    await expect(getJson(URL_)).resolves.toEqual([1]);
    expect(requests).toBe(2);
  });

  test('a 503 without Retry-After holds nothing (its own retries decide)', async () => {
    let requests = 0;
    server.use(
      http.get(URL_, () => {
        requests += 1;
        return new HttpResponse('rebuilding', { status: 503 });
      }),
    );
    await expect(getJson(URL_)).rejects.toMatchObject({ status: 503 });
    await expect(getJson(URL_)).rejects.toMatchObject({ status: 503 });
    expect(requests).toBe(2);
  });
});
