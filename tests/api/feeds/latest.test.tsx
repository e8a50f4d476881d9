import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { useLatestItem } from '@/api/feeds/latest';
import { camerasFeed } from '@/entities/camera/feed';
import { newsFeed } from '@/entities/news/feed';
import type { Camera, NewsItem } from '@/domain/types';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { queriesSettled } from '../../settle';
import { camera, story } from '../../features/details/items';
import { cameraRecord } from './camera-records';

function CameraName({ item }: { item: Camera }) {
  return <p>{useLatestItem(camerasFeed, item).status}</p>;
}

function StoryTitle({ item }: { item: NewsItem }) {
  return <p>{useLatestItem(newsFeed, item).title}</p>;
}

test('an open camera shows the feed\u2019s newer copy once it arrives', async () => {
  server.use(
    http.get('*/api/traffic-cams', () =>
      HttpResponse.json([cameraRecord('C-OPEN', { name: 'Camera', status: 'inactive' })]),
    ),
  );
  renderWithApp(<CameraName item={camera({ id: 'C-OPEN', status: 'active' })} />);
  expect(screen.getByText('active')).toBeInTheDocument();
  expect(await screen.findByText('inactive')).toBeInTheDocument();
});

test('an item the feed no longer lists stays as it was opened', async () => {
  let answered = 0;
  server.use(
    http.get('*/api/news', () => {
      answered += 1;
      return HttpResponse.json([]);
    }),
  );
  const { client } = renderWithApp(
    <StoryTitle item={story({ id: 'gone', title: 'Kept as opened' })} />,
  );
  await waitFor(() => expect(answered).toBe(1));
  await queriesSettled(client);
  expect(screen.getByText('Kept as opened')).toBeInTheDocument();
});
