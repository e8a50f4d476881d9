/** Feed records, msw answers and tab helpers for the tests of the phone view and its tabs. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { CompactLiveView } from '@/pages/phone/compact-live-view';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

export function cameraRecord(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: `c${i}`,
    name: `Camera ${i}`,
    imageUrl: `https://video.dot.state.mn.us/video/image/metro/c${i}`,
    latitude: 44.75 + (i % 5) * 0.1,
    longitude: -93.75 + Math.floor(i / 5) * 0.2,
    highway: 'I-94',
    direction: 'EB',
    county: 'Hennepin',
    status: 'active',
    ...extra,
  };
}

export function storyRecord(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: `n${i}`,
    title: `Story ${i}`,
    description: `Description of story ${i}.`,
    category: 'Traffic',
    impact: 'medium',
    source: 'KARE 11',
    publishedAt: new Date(Date.now() - i * 5 * 60_000).toISOString(),
    url: `https://news.example.org/${i}`,
    latitude: 44.75 + (i % 5) * 0.1,
    longitude: -93.7 + Math.floor(i / 5) * 0.2,
    county: 'Hennepin',
    ...extra,
  };
}

export const answer = (path: string, body: unknown, status = 200) =>
  http.get(`*${path}`, () => HttpResponse.json(body as never, { status }));
export const hang = (path: string) =>
  http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });

/** NexTrip answering no vehicles: the Live Map's "{n} live points" counts cameras and stories. */
export const noTrains = () =>
  server.use(http.get('*/nextrip/vehicles/:route', () => HttpResponse.json([])));

export const user = () => userEvent.setup();
export const renderView = (onRefresh = vi.fn()) => ({
  onRefresh,
  ...renderWithApp(<CompactLiveView onRefresh={onRefresh} />),
});
export const activePanel = () => screen.getByRole('tabpanel');
export const cameraMarkers = () => screen.queryAllByRole('button', { name: /^Traffic Camera: / });
export const newsMarkers = () => screen.queryAllByRole('button', { name: /^News Story: / });

export async function openTab(name: string) {
  await user().click(screen.getByRole('tab', { name }));
  return activePanel();
}
