import { describe, expect, test } from 'vitest';
import { parseOwnedDomains } from '@/api/feeds/owned-domains';
import { countDomainsInCounty, footerCommunities, groupDomainsByCounty } from '@/domain/network';
import { demoDomains } from '@/mocks/responses';

const demo = parseOwnedDomains(demoDomains());
const edina = demo.find((d) => d.domain === 'edina.news')!;

describe('footer and chooser selection on the demo network', () => {
  test('chooser: all seven metro counties in their stable order, every site once', () => {
    const groups = groupDomainsByCounty(demo);
    expect(groups.map((g) => g.county)).toEqual([
      'Hennepin',
      'Ramsey',
      'Dakota',
      'Anoka',
      'Washington',
      'Scott',
      'Carver',
    ]);
    expect(groups.flatMap((g) => g.domains)).toHaveLength(demo.length);
  });

  test('footer on edina.news: 8 communities, at most 2 per county, never Edina', () => {
    const picked = footerCommunities(demo, edina);
    expect(picked).toHaveLength(8);
    expect(picked.map((d) => d.domain)).not.toContain('edina.news');
    const perCounty = new Map<string, number>();
    for (const d of picked) perCounty.set(d.county, (perCounty.get(d.county) ?? 0) + 1);
    expect([...perCounty.values()].every((n) => n <= 2)).toBe(true);
  });

  test('footer on the hub (no current site) also stops at 8', () => {
    expect(footerCommunities(demo, null)).toHaveLength(8);
  });

  test('county badge counts', () => {
    expect(countDomainsInCounty(demo, 'Hennepin')).toBe(7);
    expect(countDomainsInCounty(demo, 'Scott')).toBe(1);
    expect(countDomainsInCounty(demo, 'Nowhere')).toBe(0);
  });
});
