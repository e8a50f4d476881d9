import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Profiler } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FALLBACK_STATIONS, useWeatherStations } from '@/entities/weather-station/feed';
import { NWS_STATIONS } from '@/domain/constants';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

function Stations() {
  const { data, pending } = useWeatherStations();
  const stations = data ?? FALLBACK_STATIONS;
  return (
    <p>
      {pending ? 'loading' : 'loaded'}:{' '}
      {stations.map((station) => `${station.id}=${station.fallbackFields.length}`).join(' ')}
    </p>
  );
}

function UpdatedAt() {
  const { updatedAt, failure } = useWeatherStations();
  return <p>{`updated ${updatedAt} ${failure ? 'failed' : 'ok'}`}</p>;
}

const updatedAt = () => Number(/updated (\d+)/.exec(screen.getByText(/^updated/).textContent!)![1]);

describe('weather stations', () => {
  test('the five stations in order, fallbacks until read, then the read', async () => {
    const before = Date.now();
    renderWithApp(
      <>
        <Stations />
        <UpdatedAt />
      </>,
    );
    expect(screen.getByText(/^loading/)).toHaveTextContent(
      NWS_STATIONS.map((s) => `${s.id}=6`).join(' '),
    );
    await screen.findByText(/^loaded/);
    await waitFor(() => expect(updatedAt()).toBeGreaterThanOrEqual(before));
  });

  test('a station that fails keeps its last reading; the others refresh', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = renderWithApp(<Stations />);
    await screen.findByText(/^loaded/);
    const before = client.getQueryData<{ id: string }[]>(['nws', 'stations'])!;
    server.use(
      http.get(
        '*/stations/KSTP/observations/latest',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await act(() => client.refetchQueries({ queryKey: ['nws', 'stations'] }));
    const after = client.getQueryData<{ id: string }[]>(['nws', 'stations'])!;
    expect(after[1]).toBe(before[1]);
    expect(client.getQueryState(['nws', 'stations'])?.status).toBe('success');
  });

  test('the refresh fails only when every station does, and the last readings stay', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = renderWithApp(
      <>
        <Stations />
        <UpdatedAt />
      </>,
    );
    await screen.findByText(/ ok$/);
    server.use(
      http.get('*/stations/:id/observations/latest', () => new HttpResponse(null, { status: 503 })),
    );
    await act(() => client.refetchQueries({ queryKey: ['nws', 'stations'] }));
    await screen.findByText(/ failed$/);
    expect(screen.getByText(/^loaded/)).toHaveTextContent('KMSP=');
  });

  test('a refresh with the same readings moves the update time and re-renders only its reader', async () => {
    let stationCommits = 0;
    const { client } = renderWithApp(
      <>
        <Profiler id="stations" onRender={() => (stationCommits += 1)}>
          <Stations />
        </Profiler>
        <UpdatedAt />
      </>,
    );
    await screen.findByText(/^loaded/);
    await waitFor(() => expect(updatedAt()).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const first = updatedAt();
    const commits = stationCommits;
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    await act(() => client.refetchQueries({ queryKey: ['nws'] }));
    await waitFor(() => expect(updatedAt()).toBeGreaterThan(first));
    expect(stationCommits).toBe(commits);
  });
});
