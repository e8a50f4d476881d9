import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler, useState } from 'react';
import { describe, expect, test } from 'vitest';
import { camerasFeed, useCameras } from '@/entities/camera/feed';
import { FeedPolling } from '@/api/feeds/polling';
import { useServerWeather } from '@/api/feeds/server-weather';
import { useTransit } from '@/api/feeds/transit';
import { REFRESH_MS } from '@/domain/constants';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const CAMERA_FEED = [camerasFeed];

function Update() {
  const { updatedAt, intervalMs, failure } = useCameras();
  return <p>{`update ${updatedAt > 0 ? 'some' : 'none'} ${intervalMs} ${failure !== null}`}</p>;
}

function Count() {
  const { data, pending, failure } = useCameras();
  return <p>{pending ? 'pending' : failure && !data ? 'failed' : `cameras ${data?.length}`}</p>;
}

function ShowLater() {
  const [shown, setShown] = useState(false);
  return shown ? <Update /> : <button onClick={() => setShown(true)}>show</button>;
}

describe('a feed as its readers see it', () => {
  test("the camera feed's last success, interval and failure", async () => {
    const { client } = renderWithApp(
      <>
        <FeedPolling feeds={CAMERA_FEED} />
        <Update />
      </>,
    );
    await screen.findByText(`update some ${REFRESH_MS.trafficCams} false`);
    server.use(http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 500 })));
    await act(() => client.refetchQueries({ queryKey: ['/api/traffic-cams'] }));
    await screen.findByText(`update some ${REFRESH_MS.trafficCams} true`);
  });

  test('a reader that mounts after the feed failed does not fetch it again', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/traffic-cams', () => {
        requests += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    renderWithApp(
      <>
        <FeedPolling feeds={CAMERA_FEED} />
        <Count />
        <ShowLater />
      </>,
    );
    await screen.findByText('failed');
    expect(requests).toBe(1);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    await screen.findByText(`update none ${REFRESH_MS.trafficCams} true`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await waitFor(() => expect(requests).toBe(1));
  });

  test('a reader of data only is not re-rendered by a refresh that brings the same data', async () => {
    let commits = 0;
    const { client } = renderWithApp(
      <Profiler id="count" onRender={() => (commits += 1)}>
        <Count />
      </Profiler>,
    );
    await screen.findByText(/^cameras \d+/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = commits;
    const updatedAt = client.getQueryState(['/api/traffic-cams'])!.dataUpdatedAt;
    await act(() => client.refetchQueries({ queryKey: ['/api/traffic-cams'] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(client.getQueryState(['/api/traffic-cams'])!.dataUpdatedAt).toBeGreaterThan(updatedAt);
    expect(commits).toBe(before);
  });

  test("a snapshot feed is read at the server's time and names its source", async () => {
    const readAt = Date.now() - 7 * 60_000;
    server.use(
      http.get('*/api/weather/nws-live', () =>
        HttpResponse.json({
          data: [],
          source: 'National Weather Service',
          timestamp: new Date(readAt).toISOString(),
        }),
      ),
    );
    function Weather() {
      const feed = useServerWeather();
      return <p>{feed.data ? `${feed.source} ${feed.updatedAt === readAt} ${feed.stale}` : '…'}</p>;
    }
    renderWithApp(<Weather />);
    // 7 min old on a 5 min cadence: not yet twice the interval.
    await screen.findByText('National Weather Service true false');
  });

  test('a server time older than twice the interval is stale; one in the future is the arrival', async () => {
    server.use(
      http.get('*/api/transit/metro-live', () =>
        HttpResponse.json({
          data: [],
          source: 'Metro Transit',
          timestamp: new Date(Date.now() - 3 * REFRESH_MS.transit).toISOString(),
        }),
      ),
      http.get('*/api/weather/nws-live', () =>
        HttpResponse.json({ data: [], timestamp: new Date(Date.now() + 3_600_000).toISOString() }),
      ),
    );
    const latest = Date.now() + 60_000;
    function Both() {
      const transit = useTransit();
      const weather = useServerWeather();
      if (!transit.data || !weather.data) return <p>…</p>;
      return <p>{`${transit.stale} ${weather.updatedAt <= latest} ${weather.source === ''}`}</p>;
    }
    renderWithApp(<Both />);
    await screen.findByText('true true true');
  });
});
