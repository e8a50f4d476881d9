import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { CopyCameraLinkButton } from '@/entities/camera/copy-camera-link-button';
import { renderWithApp } from '../../render';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

test('"Copy link" copies the absolute link to the camera on this page and view', async () => {
  const user = userEvent.setup();
  const writeText = vi.fn(() => Promise.resolve());
  renderWithApp(<CopyCameraLinkButton cameraId="C721" />, { path: '/?style=street' });
  stubClipboard(writeText);
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?style=street&camera=C721`);
  expect(await screen.findByText('Link copied')).toBeInTheDocument();
});

test('a refused clipboard shows the link to copy by hand', async () => {
  const user = userEvent.setup();
  renderWithApp(<CopyCameraLinkButton cameraId="C721" />, { path: '/domain/edinanews.com' });
  stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText("Couldn't copy the link")).toBeInTheDocument();
  expect(
    screen.getByText(`${window.location.origin}/domain/edinanews.com?camera=C721`),
  ).toBeInTheDocument();
});
