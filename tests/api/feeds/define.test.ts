// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { polledQuery } from '@/api/feeds/define';
import { OfflineCopyError } from '@/api/http';
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
