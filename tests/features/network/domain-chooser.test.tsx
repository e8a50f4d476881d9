import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { DomainChooser } from '@/features/network/domain-chooser';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const chooser = () => screen.getByRole('region', { name: 'Select Your Local News Site' });

describe('site chooser', () => {
  test('loading', () => {
    server.use(http.get('*/api/owned-domains', () => delay('infinite')));
    renderWithApp(<DomainChooser />);
    expect(within(chooser()).getByText('Loading local news sites…')).toBeVisible();
  });

  test('one heading per county in a stable order; each site with city, description, colour and link', async () => {
    renderWithApp(<DomainChooser />);
    const headings = await within(chooser()).findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Hennepin County7 sites',
      'Ramsey County3 sites',
      'Dakota County3 sites',
      'Anoka County2 sites',
      'Washington County2 sites',
      'Scott County1 site',
      'Carver County2 sites',
    ]);
    const links = within(chooser()).getAllByRole('link', { name: /^Local Page/ });
    expect(links).toHaveLength(20);
    const edina = within(chooser()).getByRole('link', { name: 'Local Page for Edina' });
    expect(edina).toHaveAttribute('href', '/domain/edina.news');
    const card = edina.closest('li')!;
    expect(within(card).getByRole('heading', { name: 'Edina' })).toBeVisible();
    expect(within(card).getByText('edina.news')).toBeVisible();
    expect(
      within(card).getByText('Edina schools, city council and neighborhood news.'),
    ).toBeVisible();
    const swatch = card.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    expect(swatch.style.backgroundColor).toBe('rgb(124, 58, 237)');
  });

  test('a Local Page link navigates inside the app', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<DomainChooser />);
    await user.click(await screen.findByRole('link', { name: 'Local Page for Saint Paul' }));
    expect(location.history?.at(-1)).toBe('/domain/saintpaul.news');
  });

  test('error', async () => {
    server.use(http.get('*/api/owned-domains', () => new HttpResponse('x', { status: 500 })));
    renderWithApp(<DomainChooser />);
    expect(
      await within(chooser()).findByText('Local news sites are temporarily unavailable.'),
    ).toBeVisible();
    expect(within(chooser()).queryByRole('link')).toBeNull();
  });

  test('empty', async () => {
    server.use(http.get('*/api/owned-domains', () => HttpResponse.json([])));
    renderWithApp(<DomainChooser />);
    expect(
      await within(chooser()).findByText('No local news sites are available yet.'),
    ).toBeVisible();
  });

  test('a list wrapped in an object is a failure, never "no sites"', async () => {
    server.use(http.get('*/api/owned-domains', () => HttpResponse.json({ domains: [] })));
    renderWithApp(<DomainChooser />);
    expect(
      await within(chooser()).findByText('Local news sites are temporarily unavailable.'),
    ).toBeVisible();
    expect(within(chooser()).queryByText('No local news sites are available yet.')).toBeNull();
  });
});
