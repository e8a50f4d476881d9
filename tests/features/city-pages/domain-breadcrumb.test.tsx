import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DomainBreadcrumb } from '@/features/city-pages/domain-breadcrumb';
import { renderWithApp } from '../../render';

test('the trail goes home to the Twin Cities map, then the city as the current page', () => {
  renderWithApp(<DomainBreadcrumb city="Edina" />, { path: '/domain/edina' });
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Twin Cities' })).toHaveAttribute('href', '/');
  const current = within(trail).getByText('Edina');
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(current).toHaveAttribute('lang', 'en');
  // Two entries; the chevron between them is hidden from screen readers.
  expect(within(trail).getAllByRole('listitem')).toHaveLength(2);
});

test('a city name with markup is text', () => {
  renderWithApp(<DomainBreadcrumb city="<img src=x onerror=alert(1)>" />);
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
});
