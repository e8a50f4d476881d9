import { text, timeOf } from '@/api/fields';

/**
 * Whether an answer of `/api/snow-emergencies`, before its parse, may hold a notice to show at `now`
 * (ms): an item `declared`, declared by then and not ended by the city's own `endsAt`. A cheap look
 * from the first download, so the parser and the notice's code come before the first paint only on
 * the days they are needed. A "yes" that the rules then say is over draws nothing (it only loaded
 * code early); anything unreadable is a "no", left to the parse, which reports it. Its fields are
 * read the parser's way (`parse.ts`).
 */
export function mayHoldNotice(payload: unknown, now: number): boolean {
  const list = (payload as { data?: unknown } | null)?.data;
  return (
    Array.isArray(list) &&
    list.some((item: Record<string, unknown> | null) => {
      const declared = timeOf(item?.declaredAt);
      const ends = timeOf(item?.endsAt);
      return (
        text(item?.status).toLowerCase() === 'declared' &&
        declared > 0 &&
        declared <= now &&
        (ends === 0 || ends > now)
      );
    })
  );
}
