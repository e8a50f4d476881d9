import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FAVOURITE_CAMERAS_KEY } from '@/domain/favourite-cameras';
import { CameraCards, MyCameraCards } from '@/features/details/camera-cards';
import { favouriteCameras } from '@/entities/camera/favourite-cameras';
import { renderWithApp } from '../../render';
import { server } from '../../msw-server';

/** The cards themselves: each card's star beside it is a toggle (aria-pressed), not a card. */
const cards = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-pressed'));
const stars = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-pressed'));

afterEach(() => {
  const store = favouriteCameras();
  for (const id of store.getSnapshot().ids) store.toggle(id);
  localStorage.clear();
});

describe('Traffic Cameras cards', () => {
  test('loading, then the first six cameras of the feed', async () => {
    renderWithApp(<CameraCards onOpen={() => {}} />);
    expect(screen.getByText('Loading traffic cameras…')).toBeInTheDocument();
    await waitFor(() => expect(cards('Traffic Cameras')).toHaveLength(6));
    expect(cards('Traffic Cameras')[0]).toHaveAccessibleName('I-694: I-694 NB @ 40th St');
    expect(cards('Traffic Cameras')[0]).toHaveAccessibleDescription(
      'I-694 · NB · Washington County · Active',
    );
    // The still is attached once its card has been seen (an IntersectionObserver callback).
    expect(await within(cards('Traffic Cameras')[0]!).findByRole('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await waitFor(() =>
      expect(screen.getAllByText('Updated just now').length).toBeGreaterThanOrEqual(6),
    );
  });
  test('a card opens the details of its camera', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithApp(<CameraCards onOpen={onOpen} />);
    await waitFor(() => expect(cards('Traffic Cameras')).toHaveLength(6));
    await user.click(cards('Traffic Cameras')[1]!);
    expect(onOpen).toHaveBeenCalledWith(
      { kind: 'camera', item: expect.objectContaining({ id: 'C861' }) },
      cards('Traffic Cameras')[1],
    );
  });
  test('an error says so', async () => {
    server.use(http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 503 })));
    renderWithApp(<CameraCards onOpen={() => {}} />);
    expect(
      await screen.findByText('Traffic camera data is unavailable right now.'),
    ).toBeInTheDocument();
  });
  test('an empty feed says so', async () => {
    server.use(http.get('*/api/traffic-cams', () => HttpResponse.json([])));
    renderWithApp(<CameraCards onOpen={() => {}} />);
    expect(
      await screen.findByText('No traffic cameras are reporting right now.'),
    ).toBeInTheDocument();
  });
  test('fewer than six cameras are all shown', async () => {
    server.use(
      http.get('*/api/traffic-cams', () =>
        HttpResponse.json([
          { id: 'a', name: 'Cam A' },
          { id: 'b', name: 'Cam B' },
        ]),
      ),
    );
    renderWithApp(<CameraCards onOpen={() => {}} />);
    await waitFor(() => expect(cards('Traffic Cameras')).toHaveLength(2));
    expect(
      within(cards('Traffic Cameras')[0]!).getByText('Camera Unavailable'),
    ).toBeInTheDocument();
  });
});

describe('the star on each camera card', () => {
  test('beside the card, not inside it, and told apart by the camera it is for', async () => {
    renderWithApp(<CameraCards onOpen={() => {}} />);
    await waitFor(() => expect(stars('Traffic Cameras')).toHaveLength(6));
    const [first] = stars('Traffic Cameras');
    expect(first).toHaveAccessibleName('Add to My Cameras');
    expect(first).toHaveAccessibleDescription('I-694: I-694 NB @ 40th St');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(cards('Traffic Cameras')[0]!.contains(first!)).toBe(false);
  });

  test('starring a card lists its camera under My Cameras', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <MyCameraCards onOpen={() => {}} />
        <CameraCards onOpen={() => {}} />
      </>,
    );
    await waitFor(() => expect(stars('Traffic Cameras')).toHaveLength(6));
    expect(screen.queryByRole('region', { name: 'My Cameras' })).not.toBeInTheDocument();
    await user.click(stars('Traffic Cameras')[1]!);
    expect(stars('Traffic Cameras')[1]).toHaveAttribute('aria-pressed', 'true');
    expect(cards('My Cameras')).toHaveLength(1);
    expect(cards('My Cameras')[0]).toHaveAccessibleName('I-694: I-94 WB E Jct I-494');
    expect(localStorage.getItem(FAVOURITE_CAMERAS_KEY)).toBe('["C861"]');
  });
});

describe('My Cameras cards', () => {
  test("in the visitor's order; one the feed lacks stays listed and says so", async () => {
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, JSON.stringify(['GONE-1', 'C861']));
    renderWithApp(<MyCameraCards onOpen={() => {}} />);
    expect(await screen.findByText('Not in the current feed')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'My Cameras' });
    expect(within(region).getByText('Camera GONE-1')).toBeInTheDocument();
    expect(cards('My Cameras')).toHaveLength(1);
    expect(stars('My Cameras')).toHaveLength(2);
    expect(stars('My Cameras')[0]).toHaveAccessibleName('Remove from My Cameras');
    expect(stars('My Cameras')[0]).toHaveAccessibleDescription('Camera GONE-1');
    // The missing one comes first, as the visitor starred it first.
    const text = region.textContent ?? '';
    expect(text.indexOf('GONE-1')).toBeLessThan(text.indexOf('Updated'));
  });

  test('removing the last one takes the section away', async () => {
    const user = userEvent.setup();
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, JSON.stringify(['GONE-1']));
    renderWithApp(<MyCameraCards onOpen={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Remove from My Cameras' }));
    expect(screen.queryByRole('region', { name: 'My Cameras' })).not.toBeInTheDocument();
  });

  test('un-starring a card keeps the focus: on the star now in its place, then past the section', async () => {
    const user = userEvent.setup();
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, JSON.stringify(['GONE-1', 'C861']));
    renderWithApp(
      <>
        <MyCameraCards onOpen={() => {}} />
        <CameraCards onOpen={() => {}} />
      </>,
    );
    await waitFor(() => expect(stars('My Cameras')).toHaveLength(2));
    await waitFor(() => expect(cards('Traffic Cameras')).toHaveLength(6));
    stars('My Cameras')[0]!.focus();
    await user.keyboard('{Enter}');
    expect(stars('My Cameras')).toHaveLength(1);
    expect(stars('My Cameras')[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'My Cameras' })).not.toBeInTheDocument();
    // The section is gone: the focus goes to what came after it, never the page's start.
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('region', { name: 'Traffic Cameras' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  test('a click that removed nothing leaves the focus alone when the list changes later', async () => {
    const user = userEvent.setup();
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, JSON.stringify(['C721', 'C861']));
    renderWithApp(<MyCameraCards onOpen={() => {}} />);
    await waitFor(() => expect(cards('My Cameras')).toHaveLength(2));
    await user.click(cards('My Cameras')[0]!);
    // That click's task is over (a timer set after it runs after its own).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    (document.activeElement as HTMLElement | null)?.blur();
    // Another tab takes a camera out: nothing here was clicked for it.
    act(() => favouriteCameras().toggle('C721'));
    expect(stars('My Cameras')).toHaveLength(1);
    expect(document.activeElement).toBe(document.body);
  });

  test('a camera feed that failed is not taken for missing cameras', async () => {
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, JSON.stringify(['C861']));
    server.use(http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 503 })));
    renderWithApp(<MyCameraCards onOpen={() => {}} />);
    expect(
      await within(screen.getByRole('region', { name: 'My Cameras' })).findByText(
        'Traffic camera data is unavailable right now.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not in the current feed')).not.toBeInTheDocument();
  });
});
