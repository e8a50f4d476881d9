/** Snow emergencies as `/api/snow-emergencies` lists them, for the component and browser tests. */

// Tuesday December 1, 2026, 4:30 PM CST
export const DECLARED = '2026-12-01T22:30:00Z';
export const MPLS_RULES = 'https://www.minneapolismn.gov/getting-around/snow/snow-emergencies/';
export const STP_RULES =
  'https://www.stpaul.gov/departments/public-works/street-maintenance/snow-emergency';

export const mpls = (extra: Record<string, unknown> = {}) => ({
  id: 'mpls-2026-12-01',
  city: 'Minneapolis',
  status: 'declared',
  declaredAt: DECLARED,
  rulesUrl: MPLS_RULES,
  ...extra,
});

export const stPaul = (extra: Record<string, unknown> = {}) => ({
  id: 'stp-2026-12-01',
  city: 'Saint Paul',
  status: 'declared',
  declaredAt: DECLARED,
  rulesUrl: STP_RULES,
  ...extra,
});
