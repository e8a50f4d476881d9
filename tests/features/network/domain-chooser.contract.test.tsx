// The API contract's examples (tests/api/contract-fixtures.ts), as a visitor sees them on the domain chooser.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DomainChooser } from '@/features/network/domain-chooser';
import { answer, example } from '../../api/contract-fixtures';
import { renderWithApp } from '../../render';
import { polyfillRadixSelect } from './radix-jsdom';

polyfillRadixSelect();

const part = (name: string) => screen.getByRole('region', { name });

describe('the contract examples, as a visitor sees them', () => {
  test('GET /api/owned-domains: the site in its county with its local page', async () => {
    answer('/api/owned-domains', example('/api/owned-domains?active=true'));
    renderWithApp(<DomainChooser />);
    const chooser = part('Select Your Local News Site');
    expect(await within(chooser).findByRole('heading', { name: /Hennepin/ })).toBeVisible();
    expect(within(chooser).getByRole('link', { name: /Local Page/ })).toHaveAttribute(
      'href',
      '/domain/edinanews.com',
    );
  });
});
