import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { parseOwnedDomains } from '@/api/feeds/owned-domains';
import { LayoutFooter } from '@/features/network/layout-footer';
import { demoDomains } from '@/mocks/responses';
import { renderWithApp } from '../../render';

const demo = parseOwnedDomains(demoDomains());
const site = (domain: string) => demo.find((d) => d.domain === domain)!;
const footer = () => screen.getByRole('contentinfo');

test('on a city page the footer\u2019s county is that city\u2019s', async () => {
  renderWithApp(<LayoutFooter mode="domain" domain={site('edina.news')} />);
  expect(await within(footer()).findByText('Hennepin County: 7 sites')).toBeVisible();
  expect(within(footer()).getByRole('list', { name: 'Local communities' })).not.toHaveTextContent(
    'edina.news',
  );
});

test('on the network pages a domain passed in is not the current site: the suggested site\u2019s county is', async () => {
  const ramsey = demo.find((d) => d.county === 'Ramsey')!;
  renderWithApp(<LayoutFooter mode="network" domain={ramsey} />);
  // No city chosen and no position: the metro site is suggested, in Hennepin.
  expect(await within(footer()).findByText('Hennepin County: 7 sites')).toBeVisible();
  expect(within(footer()).queryByText(/^Ramsey County:/)).toBeNull();
});
