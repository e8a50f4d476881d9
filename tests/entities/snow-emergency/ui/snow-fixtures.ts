/** Answers of `/api/snow-emergencies` for the notices' tests. */
import { http, HttpResponse } from 'msw';
import { server } from '../../../msw-server';

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

/** Answers every request with `items` (or `body`, `status`); returns how many requests came. */
export function answerSnow(
  items: unknown[] | null,
  { status = 200, body }: { status?: number; body?: unknown } = {},
) {
  const requests = { count: 0 };
  server.use(
    http.get('*/api/snow-emergencies', () => {
      requests.count += 1;
      return HttpResponse.json(
        (body ?? { data: items, source: 'City of Minneapolis', timestamp: DECLARED }) as never,
        { status },
      );
    }),
  );
  return requests;
}
