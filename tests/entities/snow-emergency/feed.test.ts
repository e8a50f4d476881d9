// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { ApiError } from '@/api/http';
import { REFRESH_MS } from '@/domain/constants';
import {
  isAbsent,
  SNOW_EMERGENCIES_PATH,
  snowEmergenciesFeed,
  snowEmergenciesQuery,
} from '@/entities/snow-emergency/feed';
import { answerFromDemoApi, server } from '../../msw-server';

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
