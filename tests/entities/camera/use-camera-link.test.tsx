import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useCameraLink } from '@/entities/camera/use-camera-link';

function Probe() {
  const { requestedId, open, close, shareUrl } = useCameraLink();
  return (
    <>
      <p data-testid="requested">{requestedId ?? 'none'}</p>
      <p data-testid="share">{shareUrl('C7')}</p>
      <button type="button" onClick={() => open('C7')}>
        open
      </button>
      <button type="button" onClick={close}>
        close
      </button>
    </>
  );
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Probe />
    </Router>,
  );
  return location;
}

test('reads the camera of the link', () => {
  renderAt('/domain/edinanews.com?camera=C721');
  expect(screen.getByTestId('requested')).toHaveTextContent('C721');
});

test('opening and closing replace the entry, keeping the map view', async () => {
  const user = userEvent.setup();
  const location = renderAt('/?style=street&zoom=1.5');
  await user.click(screen.getByRole('button', { name: 'open' }));
  expect(screen.getByTestId('requested')).toHaveTextContent('C7');
  expect(location.history.at(-1)).toBe('/?style=street&zoom=1.5&camera=C7');
  await user.click(screen.getByRole('button', { name: 'close' }));
  expect(screen.getByTestId('requested')).toHaveTextContent('none');
  expect(location.history).toEqual(['/?style=street&zoom=1.5']);
});

test('closing a blank camera key clears it; nothing to do leaves history alone', async () => {
  const user = userEvent.setup();
  const location = renderAt('/?camera=');
  await user.click(screen.getByRole('button', { name: 'close' }));
  expect(location.history).toEqual(['/']);
  await user.click(screen.getByRole('button', { name: 'close' }));
  expect(location.history).toEqual(['/']);
});

test('the copy link is absolute, with this page and its view', () => {
  renderAt('/domain/edinanews.com?layers=news');
  expect(screen.getByTestId('share')).toHaveTextContent(
    `${window.location.origin}/domain/edinanews.com?layers=news&camera=C7`,
  );
});
