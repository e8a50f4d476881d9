import { t } from '@/i18n/translate';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { FAVOURITE_CAMERAS_KEY } from '@/domain/favourite-cameras';
import {
  notKeptDescription,
  notKeptTitle,
  useFavouriteCameras,
} from '@/entities/camera/use-favourite-cameras';
import {
  createFavouriteCamerasStore,
  type FavouriteCamerasStore,
} from '@/entities/camera/favourite-cameras';

afterEach(() => localStorage.clear());

function Favourites({ store, id }: { store: FavouriteCamerasStore; id: string }) {
  const { ids, isFavourite, toggle, persistent } = useFavouriteCameras(store);
  return (
    <div>
      <p data-testid="ids">{ids.join(',')}</p>
      <p>{persistent ? 'kept' : 'not kept'}</p>
      <button type="button" aria-pressed={isFavourite(id)} onClick={() => toggle(id)}>
        star {id}
      </button>
    </div>
  );
}

const renderBoth = (store: FavouriteCamerasStore) =>
  render(
    <ToastProvider>
      <Favourites store={store} id="C1" />
      <Favourites store={store} id="C2" />
    </ToastProvider>,
  );

test('every reader of one store shows the same list, in the order of adding', async () => {
  const user = userEvent.setup();
  renderBoth(createFavouriteCamerasStore());
  await user.click(screen.getByRole('button', { name: 'star C2' }));
  await user.click(screen.getByRole('button', { name: 'star C1' }));
  for (const ids of screen.getAllByTestId('ids')) expect(ids).toHaveTextContent('C2,C1');
  expect(screen.getByRole('button', { name: 'star C1' })).toHaveAttribute('aria-pressed', 'true');
  expect(localStorage.getItem(FAVOURITE_CAMERAS_KEY)).toBe('["C2","C1"]');
});

test("another tab's change shows at once", () => {
  renderBoth(createFavouriteCamerasStore());
  act(() => {
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, '["C2"]');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: FAVOURITE_CAMERAS_KEY,
        newValue: '["C2"]',
        storageArea: localStorage,
      }),
    );
  });
  expect(screen.getByRole('button', { name: 'star C2' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'star C1' })).toHaveAttribute('aria-pressed', 'false');
});

test('storage that cannot keep them: the star works, and the site says so once', async () => {
  const user = userEvent.setup();
  const store = createFavouriteCamerasStore({
    storage: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  renderBoth(store);
  // Nothing is said before the visitor does anything.
  expect(screen.queryByText(notKeptTitle(t))).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'star C1' }));
  expect(await screen.findByText(notKeptTitle(t))).toBeInTheDocument();
  expect(screen.getByText(notKeptDescription(t))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'star C1' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  await user.click(screen.getByRole('button', { name: 'star C2' }));
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(screen.queryByText(notKeptTitle(t))).not.toBeInTheDocument();
  expect(screen.getAllByTestId('ids')[0]).toHaveTextContent('C1,C2');
});
