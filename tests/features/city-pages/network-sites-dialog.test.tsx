import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { NetworkSitesDialog } from '@/features/city-pages/network-sites-dialog';
import { NETWORK, site } from './owned-domains';

const HUB = 'https://twincitieslive.news';

test('every site by county; this site is marked as the current page; bad hosts are left out', () => {
  render(
    <NetworkSitesDialog
      open
      onOpenChange={() => undefined}
      current={site()}
      domains={NETWORK}
      hubUrl={HUB}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Twin Cities Network' });
  expect(dialog).toHaveAccessibleDescription(
    'Local news sites across the Minneapolis–Saint Paul metro.',
  );
  const hennepin = within(dialog).getByRole('region', { name: 'Hennepin County' });
  const here = within(hennepin).getByRole('link', { name: /^Edina ?\(this site\)$/ });
  expect(here).toHaveAttribute('aria-current', 'page');
  expect(here).toHaveAttribute('href', 'https://edinanews.com');
  expect(within(hennepin).getByRole('link', { name: 'Bloomington' })).not.toHaveAttribute(
    'aria-current',
  );
  expect(within(hennepin).queryByText('Bad')).not.toBeInTheDocument();
  const ramsey = within(dialog).getByRole('region', { name: 'Ramsey County' });
  expect(within(ramsey).getByRole('link', { name: 'Saint Paul' })).toHaveAttribute(
    'href',
    'https://stpaulnews.com',
  );
  expect(within(dialog).getByRole('link', { name: 'Open the Twin Cities map' })).toHaveAttribute(
    'href',
    HUB,
  );
});

test('without the list it says so, and still leads to the map', () => {
  render(
    <NetworkSitesDialog
      open
      onOpenChange={() => undefined}
      current={site()}
      domains={[]}
      hubUrl={HUB}
    />,
  );
  expect(screen.getByText('The list of network sites is not available.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the Twin Cities map' })).toBeInTheDocument();
});

test('closed, it shows nothing', () => {
  render(
    <NetworkSitesDialog
      open={false}
      onOpenChange={() => undefined}
      current={site()}
      domains={NETWORK}
      hubUrl={HUB}
    />,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
