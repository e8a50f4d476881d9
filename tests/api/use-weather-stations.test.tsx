import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, test } from 'vitest';
import { useWeatherStations, useWeatherStationsUpdatedAt } from '@/api/use-weather-stations';
import { NWS_STATIONS } from '@/domain/constants';
import { renderWithApp } from '../render';

function Stations() {
  const { stations, isLoading } = useWeatherStations();
  return (
    <p>
      {isLoading ? 'loading' : 'loaded'}: {stations.map((station) => station.id).join(' ')}
    </p>
  );
}

function UpdatedAt() {
  return <p>updated {useWeatherStationsUpdatedAt()}</p>;
}

const updatedAt = () => Number(/updated (\d+)/.exec(screen.getByText(/^updated/).textContent!)![1]);

describe('weather stations', () => {
  test('the five stations in order, and the oldest successful read', async () => {
    const before = Date.now();
    renderWithApp(
      <>
        <Stations />
        <UpdatedAt />
      </>,
    );
    expect(screen.getByText(/^loading/)).toHaveTextContent(NWS_STATIONS.map((s) => s.id).join(' '));
    await screen.findByText(/^loaded/);
    await waitFor(() => expect(updatedAt()).toBeGreaterThanOrEqual(before));
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
