import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { CameraCard } from '@/entities/camera/camera-card';
import { camera } from '../../features/details/items';
import { renderWithApp } from '../../render';
import { wholeText } from '../../support/whole-text';

test('the grid card is one button named by the camera, described by its facts, that opens it', async () => {
  const user = userEvent.setup();
  const onOpen = vi.fn();
  renderWithApp(<CameraCard camera={camera()} layout="grid" onOpen={onOpen} />);
  const card = screen.getByRole('button', { name: camera().name });
  expect(card).toHaveAccessibleDescription(
    `${camera().highway} · ${camera().direction} · ${camera().county} County · Active`,
  );
  // The star sits beside the card's button, described by the card's title.
  expect(screen.getByRole('button', { name: 'Add to My Cameras' })).toHaveAccessibleDescription(
    camera().name,
  );
  await user.click(card);
  expect(onOpen).toHaveBeenCalledWith(card);
});

test('the compact card is an article named by the camera, with its status and facts', () => {
  renderWithApp(
    <CameraCard camera={camera({ highway: '', status: 'maintenance' })} layout="compact" />,
  );
  const article = screen.getByRole('article', { name: camera().name });
  expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(camera().name);
  expect(within(article).getByText('Under maintenance')).toBeInTheDocument();
  expect(within(article).getByText('Not reported')).toBeInTheDocument();
  expect(within(article).getByText(wholeText(`${camera().county} County`))).toBeInTheDocument();
  expect(within(article).queryByRole('button', { name: camera().name })).toBeNull();
});
