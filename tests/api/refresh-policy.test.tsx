import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { camerasQuery } from '@/entities/camera/feed';
import { createQueryClient } from '@/api/query-client';
import { refetchOverdueFeeds } from '@/api/refresh-policy';
import { CameraCount, countRequests } from './feeds/polling-fixtures';
import { eventually } from '../eventually';

describe('refetchOverdueFeeds', () => {
  test('refetches only feeds older than their interval that someone watches', async () => {
    const counter = countRequests('/api/traffic-cams');
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <CameraCount />
      </QueryClientProvider>,
    );
    await screen.findByText('cameras 1');
    const updatedAt = client.getQueryState(camerasQuery().queryKey)?.dataUpdatedAt ?? 0;
    refetchOverdueFeeds(client, updatedAt + 10_000);
    expect(counter.count).toBe(1);
    refetchOverdueFeeds(client, updatedAt + 31_000);
    await screen.findByText('cameras 1');
    await eventually(() => expect(counter.count).toBe(2));
    client.clear();
  });
});
