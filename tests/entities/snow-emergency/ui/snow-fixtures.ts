/** Answers of `/api/snow-emergencies` for the notices' tests. */
import { http, HttpResponse } from 'msw';
import { server } from '../../../msw-server';

import { DECLARED } from '../../../support/snow-answers';

export { DECLARED, MPLS_RULES, STP_RULES, mpls, stPaul } from '../../../support/snow-answers';

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
