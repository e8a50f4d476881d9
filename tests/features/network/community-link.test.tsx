import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { CommunityLink } from '@/features/network/community-link';
import { renderWithApp } from '../../render';
import { domain, edina } from '../../domain/fixtures';

// Pretend the page is served from a network city host such as edina.news.
vi.mock('@/domain/hosts', () => ({ isHubHost: () => false }));

test('on a city host a community links out to its own site in a new tab', () => {
  renderWithApp(<CommunityLink domain={edina}>Edina</CommunityLink>);
  const link = screen.getByRole('link', { name: /Edina/ });
  expect(link).toHaveAttribute('href', 'https://edina.news');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a community without a valid host name is shown without a link', () => {
  renderWithApp(
    <CommunityLink domain={domain({ domain: 'bad host', city: 'Bad' })}>Bad</CommunityLink>,
  );
  expect(screen.getByText('Bad')).toBeVisible();
  expect(screen.queryByRole('link')).toBeNull();
});
