import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type * as ChooserModule from '@/features/network/domain-chooser';
import { NetworkSections } from '@/pages/layout/network-sections';
import { renderWithApp } from '../../render';

const chooser = vi.hoisted(() => ({ broken: false }));
vi.mock('@/features/network/domain-chooser', async (importOriginal) => {
  const actual = await importOriginal<typeof ChooserModule>();
  return {
    DomainChooser: () => {
      if (chooser.broken) throw new Error('chooser bug');
      return <actual.DomainChooser />;
    },
  };
});

afterEach(() => {
  chooser.broken = false;
});

const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

test('the live status comes first, then the chooser of local sites', async () => {
  renderWithApp(<NetworkSections />);
  const status = await screen.findByRole('region', { name: 'Live Status' });
  const sites = await screen.findByRole('region', { name: 'Select Your Local News Site' });
  expect(follows(status, sites)).toBe(true);
  for (const part of ['System Status', 'Weather', 'Transit'])
    expect(within(status).getByRole('heading', { name: part })).toBeInTheDocument();
  // The chooser lists the demo's sites, one link per domain.
  expect(
    (await within(sites).findAllByRole('link', { name: /Local Page/ })).length,
  ).toBeGreaterThan(5);
});

test('a chooser that fails shows its own message; the live status stays', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  chooser.broken = true;
  renderWithApp(<NetworkSections />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Local news sites could not be shown.',
  );
  expect(screen.getByRole('region', { name: 'Live Status' })).toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: 'Select Your Local News Site' }),
  ).not.toBeInTheDocument();
});
