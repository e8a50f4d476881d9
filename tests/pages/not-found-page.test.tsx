import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { NotFoundPage } from '@/pages/not-found-page';
import { renderWithApp } from '../render';

test('an unknown path says so and links home to the map', async () => {
  const user = userEvent.setup();
  const { location } = renderWithApp(<NotFoundPage />, { path: '/nowhere' });
  expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  const home = screen.getByRole('link', { name: 'Go to the Twin Cities map' });
  expect(home).toHaveAttribute('href', '/');
  await user.click(home);
  expect(location.history).toEqual(['/nowhere', '/']);
});
