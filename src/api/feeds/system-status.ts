/**
 * `GET /api/system-status` (every 30 s):
 * `{ workingCount, totalCount, status, connectivity: { nws, metroTransit, mndotGIS } }`.
 */
import { REFRESH_MS } from '@/domain/constants';
import { SERVICE_IDS, type SystemStatus } from '@/domain/system-status';
import { describe, expectRecord, WrongShapeError } from '../answer-shape';
import { isRecord, text } from '../fields';
import { polledQuery } from './define';
import { defineFeed } from './feed';
import { useFeed } from './read';

function count(value: unknown, name: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new WrongShapeError(`expected "${name}" to be a whole number, got ${describe(value)}`);
}

export function parseSystemStatus(payload: unknown): SystemStatus {
  const fields = expectRecord(payload);
  const workingCount = count(fields.workingCount, 'workingCount');
  const totalCount = count(fields.totalCount, 'totalCount');
  if (workingCount > totalCount)
    throw new WrongShapeError(`workingCount ${workingCount} is more than totalCount ${totalCount}`);
  if (!isRecord(fields.connectivity))
    throw new WrongShapeError(
      `expected a "connectivity" object, got ${describe(fields.connectivity)}`,
    );
  const flags = fields.connectivity;
  const connectivity = Object.fromEntries(
    SERVICE_IDS.map((id) => [id, typeof flags[id] === 'boolean' ? flags[id] : null]),
  ) as SystemStatus['connectivity'];
  return { workingCount, totalCount, status: text(fields.status).toLowerCase(), connectivity };
}

export const systemStatusQuery = () =>
  polledQuery('/api/system-status', REFRESH_MS.systemStatus, parseSystemStatus);

export const systemStatusFeed = defineFeed(systemStatusQuery);

export const useSystemStatus = () => useFeed(systemStatusFeed);
