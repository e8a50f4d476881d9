import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { TransitPart } from '@/features/status/transit-part';
import { demoTransit } from '@/mocks/responses';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

afterEach(() => vi.useRealTimers());

test('an alert from before midnight gains its date once the day changes', async () => {
  vi.useFakeTimers({ now: new Date(2026, 0, 14, 23, 58), shouldAdvanceTime: true });
  const started = new Date(2026, 0, 14, 23, 30).toISOString();
  const [first] = demoTransit().data;
  server.use(
    http.get('*/api/transit/metro-live', () =>
      HttpResponse.json({ data: [{ ...first, startTime: started }], source: 'Metro Transit' }),
    ),
  );
  renderWithApp(<TransitPart />);
  const alerts = await screen.findByRole('list', { name: 'Transit alerts' });
  expect(within(alerts).getByText(/^11:30\s?PM$/)).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
  expect(within(alerts).getByText(/^Jan 14, 11:30\s?PM$/)).toBeInTheDocument();
});
