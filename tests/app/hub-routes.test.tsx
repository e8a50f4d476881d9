import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { HubRoutes } from '@/app/hub-routes';
import { renderWithApp } from '../render';

test('an unknown path is the 404 page', () => {
  renderWithApp(<HubRoutes />, { path: '/no/such/page' });
  expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
});

test('/domain/:name is that city\u2019s page, its code loaded on the way', async () => {
  renderWithApp(<HubRoutes />, { path: '/domain/not-a-network-city' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Domain Not Found' })).toBeVisible();
  expect(screen.getByText('not-a-network-city')).toBeInTheDocument();
});
