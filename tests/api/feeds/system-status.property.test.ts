import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseSystemStatus } from '@/api/feeds/system-status';
import {
  attempt,
  hostilePayload,
  hostileScalar,
  hostileValue,
  RUNS,
} from './hostile-json-fixtures';

test('system status: whole counts, working <= total, and each service true, false or unknown', () => {
  const statusPayload = fc.oneof(
    hostilePayload,
    fc.record(
      {
        workingCount: fc.oneof(hostileScalar, fc.nat(5)),
        totalCount: fc.oneof(hostileScalar, fc.nat(5)),
        status: hostileValue,
        connectivity: fc.oneof(
          hostileValue,
          fc.record(
            { nws: hostileValue, metroTransit: hostileValue, mndotGIS: hostileValue },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
  );
  fc.assert(
    fc.property(statusPayload, (payload) => {
      const status = attempt(parseSystemStatus, payload);
      if (status === null) return;
      expect(Number.isInteger(status.workingCount) && status.workingCount >= 0).toBe(true);
      expect(status.workingCount).toBeLessThanOrEqual(status.totalCount);
      for (const flag of Object.values(status.connectivity)) {
        expect([true, false, null]).toContain(flag);
      }
    }),
    { numRuns: RUNS },
  );
});
