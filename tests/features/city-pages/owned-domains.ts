import type { OwnedDomain } from '@/domain/types';

/** A network site, Edina's unless told otherwise. */
export const site = (extra: Partial<OwnedDomain> = {}): OwnedDomain => ({
  id: 'edina',
  domain: 'edinanews.com',
  city: 'Edina',
  county: 'Hennepin',
  description: 'News for Edina residents.',
  brandColor: '#1d4ed8',
  category: 'local',
  position: { lat: 44.889, lng: -93.35 },
  ...extra,
});

export const NETWORK: OwnedDomain[] = [
  site(),
  site({
    id: 'bloomington',
    domain: 'bloomingtonnews.com',
    city: 'Bloomington',
    position: { lat: 44.84, lng: -93.3 },
  }),
  site({
    id: 'stpaul',
    domain: 'stpaulnews.com',
    city: 'Saint Paul',
    county: 'Ramsey',
    position: { lat: 44.95, lng: -93.09 },
  }),
  site({
    id: 'bad',
    domain: 'javascript:alert(1)',
    city: 'Bad',
    position: { lat: 44.9, lng: -93.3 },
  }),
];
