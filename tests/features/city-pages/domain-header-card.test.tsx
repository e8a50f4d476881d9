import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DomainHeaderCard } from '@/features/city-pages/domain-header-card';
import { site as edina } from './owned-domains';
import { wholeText } from '../../support/whole-text';

test('the city title, its domain, description, county and category', () => {
  render(<DomainHeaderCard domain={edina()} />);
  const card = screen.getByRole('region', { name: 'Edina Local News' });
  expect(within(card).getByRole('heading', { level: 1, name: 'Edina Local News' })).toBeVisible();
  expect(within(card).getByText('edinanews.com')).toBeInTheDocument();
  expect(within(card).getByText('News for Edina residents.')).toHaveAttribute('lang', 'en');
  expect(within(card).getByText(wholeText('Hennepin County'))).toBeInTheDocument();
  // The feed's county name in the visitor's words around it, marked as English.
  expect(within(card).getByText('Hennepin')).toHaveAttribute('lang', 'en');
  expect(within(card).getByText('Local')).toHaveAttribute('lang', 'en');
});

test('the brand colour marks the card, and the category badge stays readable on it', () => {
  render(<DomainHeaderCard domain={edina({ brandColor: '#fde047' })} />);
  expect(screen.getByTestId('brand-dot')).toHaveStyle({ backgroundColor: '#fde047' });
  const badge = screen.getByText('Local');
  expect(badge).toHaveStyle({ backgroundColor: '#fde047' });
  // On a light yellow, dark text.
  expect(badge.style.color).not.toBe('rgb(255, 255, 255)');
});

test('no description, no county: those parts are left out; actions sit beside the title', () => {
  render(
    <DomainHeaderCard
      domain={edina({ description: '', county: '' })}
      actions={<a href="https://example.org">Network Hub</a>}
    />,
  );
  expect(screen.queryByText(/County$/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Network Hub' })).toBeInTheDocument();
});

test('feed text with markup is text', () => {
  const { container } = render(
    <DomainHeaderCard
      domain={edina({ city: '<b>Edina</b>', description: '<script>alert(1)</script>' })}
    />,
  );
  expect(screen.getByRole('heading', { name: '<b>Edina</b> Local News' })).toBeInTheDocument();
  expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
  expect(container.querySelector('b, script')).toBeNull();
});
