import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useLinkedCamera } from '@/entities/camera/use-linked-camera';
import { cameraNotInFeedMessage } from '@/words/camera-link';
import { demoCameras } from '@/mocks/responses';
import { renderWithApp } from '../../render';

function Probe() {
  const { target } = useLinkedCamera();
  return <p data-testid="target">{target.kind === 'found' ? target.camera.id : target.kind}</p>;
}

test('a linked camera the feed lists is found once the feed has answered', async () => {
  const id = demoCameras()[0]!.id;
  renderWithApp(<Probe />, { path: `/?camera=${id}` });
  expect(screen.getByTestId('target')).toHaveTextContent('pending');
  expect(await screen.findByText(id)).toBeInTheDocument();
});

test('an id the feed lacks is said once and leaves the URL', async () => {
  const { location } = renderWithApp(<Probe />, { path: '/?zoom=2&camera=NOPE' });
  expect(await screen.findByText(cameraNotInFeedMessage())).toBeInTheDocument();
  expect(screen.getByTestId('target')).toHaveTextContent('none');
  // Replaced, not pushed: Back leaves the page rather than reopen the link.
  expect(location.history).toEqual(['/?zoom=2']);
});

test('no link, nothing to resolve', () => {
  renderWithApp(<Probe />);
  expect(screen.getByTestId('target')).toHaveTextContent('none');
});
