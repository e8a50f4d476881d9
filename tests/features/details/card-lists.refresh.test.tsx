import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type * as CameraStillModule from '@/entities/camera/camera-still';
import { CameraCards } from '@/features/details/camera-cards';
import { NewsCards } from '@/features/details/card-lists';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

// Counts the renders of the cards' images: a card re-renders its image whenever it re-renders.
let imageRenders = 0;
vi.mock('@/entities/camera/camera-still', async (importOriginal) => {
  const actual = await importOriginal<typeof CameraStillModule>();
  return {
    ...actual,
    CameraStillFrame: (props: ComponentProps<typeof CameraStillModule.CameraStillFrame>) => {
      imageRenders += 1;
      return <actual.CameraStillFrame {...props} />;
    },
  };
});

const region = (name: string) => screen.getByRole('region', { name });
/** The cards, not the star beside each (a toggle, aria-pressed). */
const cameraCards = () =>
  within(region('Traffic Cameras'))
    .getAllByRole('button')
    .filter((button) => !button.hasAttribute('aria-pressed'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('card lists at a refresh', () => {
  test('an unchanged camera refresh re-renders no card, only the freshness lines', async () => {
    const { client } = renderWithApp(<CameraCards onOpen={() => {}} />);
    await waitFor(() =>
      expect(within(region('Traffic Cameras')).getAllByRole('img')).toHaveLength(6),
    );
    await settle();
    const before = imageRenders;
    const updatedAt = client.getQueryState(['/api/traffic-cams'])!.dataUpdatedAt;
    await act(() => client.refetchQueries({ queryKey: ['/api/traffic-cams'] }));
    await settle();
    expect(client.getQueryState(['/api/traffic-cams'])!.dataUpdatedAt).toBeGreaterThan(updatedAt);
    expect(imageRenders).toBe(before);
  });

  test('a failed camera refresh keeps the cards and says so on each', async () => {
    const { client } = renderWithApp(<CameraCards onOpen={() => {}} />);
    await waitFor(() => expect(cameraCards()).toHaveLength(6));
    server.use(http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 503 })));
    await act(() => client.refetchQueries({ queryKey: ['/api/traffic-cams'] }));
    await waitFor(() =>
      expect(
        within(region('Traffic Cameras')).getAllByText('(refresh failed, showing last data)'),
      ).toHaveLength(6),
    );
    expect(cameraCards()).toHaveLength(6);
  });

  test('a failed news refresh says so on each story card', async () => {
    const { client } = renderWithApp(<NewsCards onOpen={() => {}} />);
    await waitFor(() =>
      expect(within(region('Local News')).getAllByRole('button')).toHaveLength(6),
    );
    server.use(http.get('*/api/news', () => new HttpResponse(null, { status: 500 })));
    await act(() => client.refetchQueries({ queryKey: ['/api/news'] }));
    await waitFor(() =>
      expect(
        within(region('Local News')).getAllByText('(refresh failed, showing last data)'),
      ).toHaveLength(6),
    );
  });
});
