import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { ApiError, getJson } from '@/api/http';
import { server } from '../msw-server';

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
  test('a network failure rejects', async () => {
    server.use(http.get(URL_, () => HttpResponse.error()));
    await expect(getJson(URL_)).rejects.toThrow();
  });
});
