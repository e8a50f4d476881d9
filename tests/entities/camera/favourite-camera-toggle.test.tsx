import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { FavouriteCameraToggle } from '@/entities/camera/favourite-camera-toggle';
import { FAVOURITE_CAMERAS_KEY, MAX_FAVOURITE_CAMERAS } from '@/domain/favourite-cameras';
import { favouriteCameras } from '@/entities/camera/favourite-cameras';

afterEach(() => {
  const store = favouriteCameras();
  for (const id of store.getSnapshot().ids) store.toggle(id);
  localStorage.clear();
});

test('the star adds the camera to My Cameras, and removes it again', async () => {
  const user = userEvent.setup();
  render(<FavouriteCameraToggle cameraId="C721" />);
  const star = screen.getByRole('button', { name: 'Add to My Cameras' });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  await user.click(star);
  expect(star).toHaveAccessibleName('Remove from My Cameras');
  expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(localStorage.getItem(FAVOURITE_CAMERAS_KEY)).toBe('["C721"]');
  await user.click(star);
  expect(star).toHaveAccessibleName('Add to My Cameras');
  expect(star).toHaveAttribute('aria-pressed', 'false');
  expect(localStorage.getItem(FAVOURITE_CAMERAS_KEY)).toBe('[]');
});

test('the filled star shows it, not the colour alone', async () => {
  const user = userEvent.setup();
  const { container } = render(<FavouriteCameraToggle cameraId="C1" variant="dark" />);
  const star = () => container.querySelector('svg');
  expect(star()).toHaveAttribute('fill', 'none');
  await user.click(screen.getByRole('button', { name: 'Add to My Cameras' }));
  expect(star()).toHaveAttribute('fill', 'currentColor');
});

test('with its label, the words are the name', async () => {
  const user = userEvent.setup();
  render(<FavouriteCameraToggle cameraId="C1" showLabel />);
  await user.click(screen.getByRole('button', { name: 'Add to My Cameras' }));
  expect(screen.getByRole('button', { name: 'Remove from My Cameras' })).toHaveTextContent(
    'Remove from My Cameras',
  );
});

test('stars of the same camera stay in step; others are apart', async () => {
  const user = userEvent.setup();
  render(
    <>
      <p id="card-1">I-94 at Snelling</p>
      <FavouriteCameraToggle cameraId="C1" describedBy="card-1" />
      <FavouriteCameraToggle cameraId="C1" showLabel />
      <FavouriteCameraToggle cameraId="C2" />
    </>,
  );
  const [first] = screen.getAllByRole('button', { name: 'Add to My Cameras' });
  expect(first).toHaveAccessibleDescription('I-94 at Snelling');
  await user.click(first!);
  expect(screen.getAllByRole('button', { name: 'Remove from My Cameras' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Add to My Cameras' })).toHaveLength(1);
});

test('a full My Cameras says why it takes no more, and still lets one go', async () => {
  const user = userEvent.setup();
  const store = favouriteCameras();
  for (let index = 0; index < MAX_FAVOURITE_CAMERAS; index += 1) store.toggle(`C${index}`);
  render(
    <>
      <FavouriteCameraToggle cameraId="new" />
      <FavouriteCameraToggle cameraId="C0" />
    </>,
  );
  const add = screen.getByRole('button', { name: 'Add to My Cameras' });
  expect(add).toHaveAttribute('aria-disabled', 'true');
  expect(add).toHaveAccessibleDescription(/at most 50 cameras/);
  await user.click(add);
  expect(add).toHaveAttribute('aria-pressed', 'false');
  await user.click(screen.getByRole('button', { name: 'Remove from My Cameras' }));
  expect(add).not.toHaveAttribute('aria-disabled');
});

test('the target is at least 44 px square', () => {
  render(<FavouriteCameraToggle cameraId="C1" />);
  expect(screen.getByRole('button').className).toMatch(/\bmin-h-11\b/);
  expect(screen.getByRole('button').className).toMatch(/\bmin-w-11\b/);
});

test('it is the house button: an amber toggle, light by default and dark on the phone', () => {
  render(
    <>
      <FavouriteCameraToggle cameraId="C1" />
      <FavouriteCameraToggle cameraId="C2" variant="dark" />
    </>,
  );
  const [light, dark] = screen.getAllByRole('button', { name: 'Add to My Cameras' });
  expect(light).toHaveAttribute('type', 'button');
  expect(light!.className.split(' ')).toEqual(
    expect.arrayContaining(['aria-pressed:bg-amber-50', 'aria-pressed:text-amber-900', 'bg-white']),
  );
  expect(dark!.className.split(' ')).toEqual(
    expect.arrayContaining(['aria-pressed:text-amber-100', 'bg-slate-900/80']),
  );
});

test('the pressed star is filled amber, a shade per surface; the empty one takes the colour of the words', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <>
      <FavouriteCameraToggle cameraId="C1" />
      <FavouriteCameraToggle cameraId="C1" variant="dark" />
    </>,
  );
  const [light, dark] = Array.from(container.querySelectorAll('svg'));
  expect(light).not.toHaveClass('text-amber-500');
  await user.click(screen.getAllByRole('button', { name: 'Add to My Cameras' })[0]!);
  expect(light).toHaveClass('text-amber-500');
  expect(dark).toHaveClass('text-amber-300');
  expect(dark).toHaveAttribute('fill', 'currentColor');
});

test('with its words it is a 44 px labelled button; without them a 44 px square named by them', () => {
  render(
    <>
      <FavouriteCameraToggle cameraId="C1" showLabel />
      <FavouriteCameraToggle cameraId="C2" />
    </>,
  );
  const [labelled, icon] = screen.getAllByRole('button', { name: 'Add to My Cameras' });
  expect(labelled).not.toHaveAttribute('title');
  expect(labelled!.className.split(' ')).toEqual(expect.arrayContaining(['min-h-11', 'px-3']));
  expect(icon).toHaveAttribute('title', 'Add to My Cameras');
  expect(icon).toHaveTextContent('');
  expect(icon!.className.split(' ')).toContain('size-11');
});
