import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { favouriteCameras } from '@/entities/camera/favourite-cameras';
import { TrafficPanel } from '@/pages/phone/traffic-panel';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { cameraRecord } from '../../api/feeds/camera-records';

afterEach(() => {
  const store = favouriteCameras();
  for (const id of store.getSnapshot().ids) store.toggle(id);
  localStorage.clear();
});

const answer = (cameras: unknown[]) =>
  server.use(http.get('*/api/traffic-cams', () => HttpResponse.json(cameras)));

const panel = () => renderWithApp(<TrafficPanel headingId="traffic-heading" center={null} />);

test('up to six camera articles, counted in the heading', async () => {
  answer(Array.from({ length: 9 }, (_, index) => cameraRecord(`C${index}`)));
  panel();
  expect(screen.getByRole('status')).toHaveTextContent('Loading traffic cameras…');
  await screen.findAllByRole('article');
  expect(screen.getAllByRole('article')).toHaveLength(6);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Traffic cameras6');
});

test('the visitor\u2019s own cameras come first', async () => {
  answer(Array.from({ length: 9 }, (_, index) => cameraRecord(`C${index}`)));
  favouriteCameras().toggle('C8');
  panel();
  const [first] = await screen.findAllByRole('article');
  expect(first).toHaveAccessibleName('Camera C8');
  expect(within(first!).getByRole('button', { name: 'Remove from My Cameras' })).toBeVisible();
});

test('a camera name with markup is text', async () => {
  answer([cameraRecord('C1', { name: '<img src=x onerror=alert(1)>' })]);
  panel();
  expect(
    await screen.findByRole('article', { name: '<img src=x onerror=alert(1)>' }),
  ).toBeVisible();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('no cameras: it says so; a failed load: an alert', async () => {
  answer([]);
  const { unmount } = panel();
  expect(
    await screen.findByText('No traffic cameras are available right now.'),
  ).toBeInTheDocument();
  unmount();
  server.use(
    http.get('*/api/traffic-cams', async () => {
      await delay(10);
      return new HttpResponse(null, { status: 500 });
    }),
  );
  panel();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Traffic cameras could not be loaded. Try Refresh in a moment.',
  );
});

test('a link to a camera opens its dialog; closed, the camera stays first and the link leaves the URL', async () => {
  answer(Array.from({ length: 9 }, (_, index) => cameraRecord(`C${index}`)));
  const user = userEvent.setup();
  const { location } = renderWithApp(<TrafficPanel headingId="traffic-heading" center={null} />, {
    path: '/?camera=C7',
  });
  const dialog = await screen.findByRole('dialog', { name: /Camera C7/ });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(location.history!.at(-1)).toBe('/');
  expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Camera C7');
});
