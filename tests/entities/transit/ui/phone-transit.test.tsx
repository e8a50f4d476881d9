import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import type { Placed } from '@/domain/map-items';
import type { TransitPoint } from '@/domain/types';
import { PhoneTransit } from '@/entities/transit/ui/phone-transit';
import { server } from '../../../msw-server';
import { renderWithApp } from '../../../render';
import { demoVehicles } from '@/mocks/fixtures/nextrip';
import { answerOneTrain } from '../nextrip-answers';

type OnVehicles = (vehicles: Placed<TransitPoint>[] | null) => void;

test('hands up the METRO vehicles once NexTrip answers, and nothing before', async () => {
  // The lines' vehicles wait until the test lets them go.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const asked = vi.fn();
  server.use(
    http.get('*/nextrip/vehicles/:route', async () => {
      asked();
      await answered;
      return HttpResponse.json([]);
    }),
  );
  const onVehicles = vi.fn<OnVehicles>();
  renderWithApp(<PhoneTransit onVehicles={onVehicles} />);
  // The feed has asked and is waiting: an empty list handed up now would redraw the map for nothing.
  await waitFor(() => expect(asked).toHaveBeenCalled());
  expect(onVehicles).not.toHaveBeenCalled();
  answer();
  await waitFor(() => expect(onVehicles).toHaveBeenCalledTimes(1));
  expect(onVehicles).toHaveBeenCalledWith([]);
});

test('each vehicle from the answer, placed at its position', async () => {
  const onVehicles = vi.fn<OnVehicles>();
  renderWithApp(<PhoneTransit onVehicles={onVehicles} />);
  await waitFor(() => expect(onVehicles).toHaveBeenCalled());
  const vehicles = onVehicles.mock.lastCall![0]!;
  expect(vehicles.length).toBeGreaterThan(0);
  for (const { item, point } of vehicles) {
    expect(item.type).toBe('vehicle');
    expect(point).toEqual(item.position);
  }
});

test('a NexTrip failing before any answer hands up null, no vehicles, and says so', async () => {
  server.use(http.get('*/nextrip/routes', () => new HttpResponse(null, { status: 503 })));
  const onVehicles = vi.fn<OnVehicles>();
  const { findByRole } = renderWithApp(<PhoneTransit onVehicles={onVehicles} />);
  expect(await findByRole('status')).toHaveTextContent('Transit positions temporarily unavailable');
  await waitFor(() => expect(onVehicles).toHaveBeenCalled());
  // Only null: the switch's count reads '–', and no empty list ever says there are 0 trains.
  expect(onVehicles.mock.calls.every(([vehicles]) => vehicles === null)).toBe(true);
});

test('a line whose trains all lost their fix (0, 0) leaves out only its own; the rest are drawn', async () => {
  server.use(
    http.get('*/nextrip/vehicles/:route', ({ params }) => {
      const vehicles = demoVehicles(String(params.route), Date.now());
      return HttpResponse.json(
        params.route === '902'
          ? vehicles.map((vehicle) => ({ ...vehicle, latitude: 0, longitude: 0 }))
          : vehicles,
      );
    }),
  );
  const onVehicles = vi.fn<OnVehicles>();
  const { queryByText } = renderWithApp(<PhoneTransit onVehicles={onVehicles} />);
  await waitFor(() => expect(onVehicles).toHaveBeenCalled());
  const lines = new Set(
    onVehicles.mock.lastCall![0]!.map(({ item }) => (item.type === 'vehicle' ? item.line : '')),
  );
  expect(lines).toContain('METRO Blue Line');
  expect(lines).not.toContain('METRO Green Line');
  expect(queryByText('Transit positions temporarily unavailable')).toBeNull();
});

test('with no new answer, a vehicle over 5 minutes old is handed up no more', async () => {
  vi.useFakeTimers({ now: Date.now(), shouldAdvanceTime: true });
  try {
    let answers = 0;
    answerOneTrain(Date.now(), () => (answers += 1) > 5);
    const onVehicles = vi.fn<OnVehicles>();
    renderWithApp(<PhoneTransit onVehicles={onVehicles} />);
    await waitFor(() => expect(onVehicles.mock.lastCall?.[0]).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 + 30_000));
    expect(onVehicles.mock.lastCall?.[0]).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});
