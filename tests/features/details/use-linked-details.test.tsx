import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { cameraNotInFeedMessage } from '@/words/camera-link';
import { useLinkedDetails, type LinkedDetails } from '@/features/details/use-linked-details';
import { renderWithApp } from '../../render';

let latest: LinkedDetails | null = null;

/** Shows what the page would: the opened item, if any. */
function Page() {
  const details = useLinkedDetails();
  useEffect(() => {
    latest = details;
  });
  return <p data-testid="opened">{details.opened?.target.item.id ?? 'none'}</p>;
}

const opened = () => screen.getByTestId('opened').textContent;

test('a link with a camera opens its details once the feed has answered', async () => {
  const { location } = renderWithApp(<Page />, { path: '/?camera=C861&zoom=150' });
  expect(opened()).toBe('none');
  await waitFor(() => expect(opened()).toBe('C861'));
  act(() => latest!.close());
  expect(opened()).toBe('none');
  // Closing takes the camera out of the URL and keeps the map's view.
  expect(location.history!.at(-1)).toBe('/?zoom=150');
});

test('an id the feed lacks opens nothing and says so', async () => {
  const { location } = renderWithApp(<Page />, { path: '/?camera=NOPE' });
  expect(await screen.findByText(cameraNotInFeedMessage())).toBeInTheDocument();
  expect(opened()).toBe('none');
  expect(location.history!.at(-1)).toBe('/');
});

test("opening a camera puts it in the URL; a story's dialog takes it out", async () => {
  const { location } = renderWithApp(<Page />, { path: '/' });
  const camera = { id: 'C861', name: 'Test camera' } as never;
  act(() => latest!.open({ kind: 'camera', item: camera }, null));
  await waitFor(() => expect(location.history!.at(-1)).toBe('/?camera=C861'));
  expect(opened()).toBe('C861');
  act(() => latest!.open({ kind: 'news', item: { id: 'n1' } as never }, null));
  await waitFor(() => expect(location.history!.at(-1)).toBe('/'));
  expect(opened()).toBe('n1');
});
