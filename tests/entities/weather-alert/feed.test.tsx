import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { weatherAlertsQuery, weatherAlertsUrl } from '@/entities/weather-alert/feed';
import { createQueryClient } from '@/api/query-client';
import { config } from '@/config';
import { REFRESH_MS } from '@/domain/constants';
import { alertCollection } from '@/mocks/fixtures/nws-alerts';
import { server } from '../../msw-server';

describe('the weather alerts feed', () => {
  test("asks the NWS for Minnesota's active alerts every 2 min", () => {
    expect(weatherAlertsUrl()).toBe(`${config.nwsBaseUrl}/alerts/active?area=MN`);
    expect(weatherAlertsQuery().meta?.refreshMs).toBe(REFRESH_MS.weatherAlerts);
  });

  test("reads the answer into the metro alerts, with the preload's credentials mode (no cookies to the NWS)", async () => {
    const credentials: RequestCredentials[] = [];
    server.use(
      http.get('*/alerts/active', ({ request }) => {
        credentials.push(request.credentials);
        return HttpResponse.json(alertCollection(Date.now()) as never);
      }),
    );
    const alerts = await createQueryClient().fetchQuery(weatherAlertsQuery());
    expect(alerts.map((alert) => alert.event)).toEqual([
      'Winter Storm Warning',
      'Wind Chill Advisory',
    ]);
    // 'same-origin', as index.html's anonymous preload: no cookies go to another origin.
    expect(credentials).toEqual(['same-origin']);
  });

  test('an answer of another shape fails the query and is reported', async () => {
    const report = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/alerts/active', () => HttpResponse.json({ features: {} })));
    await expect(createQueryClient().fetchQuery(weatherAlertsQuery())).rejects.toBeInstanceOf(
      WrongShapeError,
    );
    expect(report).toHaveBeenCalledWith(expect.stringContaining(weatherAlertsUrl()));
  });
});
