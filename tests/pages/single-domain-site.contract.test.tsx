// The API contract's examples (tests/api/contract-fixtures.ts), as a visitor sees them on a city's own site.
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { camerasFeed } from '@/entities/camera/feed';
import { FeedPolling } from '@/api/feeds/polling';
import { SingleDomainSite } from '@/pages/single-domain-site';
import { answer, example } from '../api/contract-fixtures';
import { renderWithApp } from '../render';
import { polyfillRadixSelect } from '../features/network/radix-jsdom';

polyfillRadixSelect();

describe('the contract examples, as a visitor sees them', () => {
  test('GET /api/current-domain: the owned-domain record with its host is the city site', async () => {
    const [edina] = example('/api/owned-domains?active=true') as object[];
    answer('/api/current-domain', { ...edina, host: 'edinanews.com' });
    answer('/api/owned-domains', example('/api/owned-domains?active=true'));
    renderWithApp(
      <>
        <FeedPolling feeds={[camerasFeed]} />
        <SingleDomainSite />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Edina Local News' })).toBeVisible();
    expect(screen.getByText('News for Edina')).toBeVisible();
  });
});
