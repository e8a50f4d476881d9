import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, test } from 'vitest';
import { DetailsHost, useDetails } from '@/features/details/details-host';
import { renderWithApp } from '../../render';
import { camera, story } from './items';

// The dialog is its own chunk: loaded once here so no test waits for the first import.
beforeAll(() => import('@/features/details/details-dialog'));

function Page() {
  const { opened, open, close } = useDetails();
  return (
    <>
      <button
        type="button"
        onClick={(event) => open({ kind: 'camera', item: camera() }, event.currentTarget)}
      >
        Open camera
      </button>
      <button
        type="button"
        onClick={(event) => open({ kind: 'news', item: story() }, event.currentTarget)}
      >
        Open story
      </button>
      <DetailsHost opened={opened} onClose={close} />
    </>
  );
}

test('nothing is shown until something is opened', () => {
  renderWithApp(<DetailsHost opened={null} onClose={() => undefined} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('opening shows the item\u2019s dialog; closing returns the focus to what opened it', async () => {
  // Radix leaves `pointer-events: none` on the page while its dialog mounts; jsdom has no layout.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithApp(<Page />);
  const opener = screen.getByRole('button', { name: 'Open camera' });
  await user.click(opener);
  expect(
    await screen.findByRole('dialog', { name: /I-694: I-694 NB @ 40th St/ }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await expect.poll(() => document.activeElement).toBe(opener);
});

test('another item opens its own dialog', async () => {
  const user = userEvent.setup();
  renderWithApp(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open story' }));
  expect(
    await screen.findByRole('dialog', { name: /Snow emergency declared in Minneapolis/ }),
  ).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await expect
    .poll(() => document.activeElement)
    .toBe(screen.getByRole('button', { name: 'Open story' }));
});
