import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import type * as CompactLists from '@/domain/compact-lists';
import { favouriteCameras } from '@/entities/camera/favourite-cameras';
import { TrafficPanel } from '@/pages/phone/traffic-panel';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { cameraRecord } from '../../api/feeds/camera-records';

// The pick, counted: it passes over every camera of the feed (~1,000 in the real one). (Its own
// file: the module is replaced for every test here.)
const picks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/domain/compact-lists', async (importOriginal) => {
  const original = await importOriginal<typeof CompactLists>();
  return {
    ...original,
    selectTrafficCameras: (...args: Parameters<typeof original.selectTrafficCameras>) => {
      picks.count += 1;
      return original.selectTrafficCameras(...args);
    },
  };
});

afterEach(() => {
  const store = favouriteCameras();
  for (const id of store.getSnapshot().ids) store.toggle(id);
  localStorage.clear();
});

test('one answer is picked from once: a dialog opened and closed and a star do not pick again', async () => {
  server.use(
    http.get('*/api/traffic-cams', () =>
      HttpResponse.json(Array.from({ length: 9 }, (_, index) => cameraRecord(`C${index}`))),
    ),
  );
  const user = userEvent.setup();
  picks.count = 0;
  renderWithApp(<TrafficPanel headingId="traffic-heading" center={null} />, {
    path: '/?camera=C7',
  });
  const dialog = await screen.findByRole('dialog', { name: /Camera C7/ });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [, second] = screen.getAllByRole('article');
  await user.click(within(second!).getByRole('button', { name: 'Add to My Cameras' }));
  // Starred, it stays second (after the linked camera), now as one of the visitor's own.
  await waitFor(() =>
    expect(
      within(screen.getAllByRole('article')[1]!).getByRole('button', {
        name: 'Remove from My Cameras',
      }),
    ).toBeVisible(),
  );
  expect(picks.count).toBe(1);
});
