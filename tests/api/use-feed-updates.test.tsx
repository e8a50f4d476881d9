import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { trafficCamsQuery } from '@/api/queries';
import { useCamerasUpdate } from '@/api/use-feed-updates';
import { REFRESH_MS } from '@/domain/constants';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

function Poller() {
  const { status } = useQuery(trafficCamsQuery());
  return <p>feed {status}</p>;
}

function Update() {
  const { updatedAt, intervalMs, failed } = useCamerasUpdate();
  return <p>{`update ${updatedAt > 0 ? 'some' : 'none'} ${intervalMs} ${failed}`}</p>;
}

function ShowLater() {
  const [shown, setShown] = useState(false);
  return shown ? <Update /> : <button onClick={() => setShown(true)}>show</button>;
}

describe('feed updates', () => {
  test("the camera feed's last success, interval and failure", async () => {
    const { client } = renderWithApp(
      <>
        <Poller />
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
        <Poller />
        <ShowLater />
      </>,
    );
    await screen.findByText('feed error');
    expect(requests).toBe(1);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    await screen.findByText(`update none ${REFRESH_MS.trafficCams} true`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await waitFor(() => expect(requests).toBe(1));
  });
});
