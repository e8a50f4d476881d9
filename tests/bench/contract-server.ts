import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoApiResponse } from '@/mocks/responses';
import { serveBench } from './bench-server';

const CONTRACT = readFileSync(
  join(process.cwd(), '..', 'shared', 'docs', 'api-contract.md'),
  'utf8',
);
/** The contract's JSON example for a call, or null where it gives none. */
function example(call: string): unknown {
  const section = CONTRACT.split(/^## /m).find((part) => part.startsWith(`\`GET ${call}`));
  const json = section && /```json\n([\s\S]*?)```/.exec(section)?.[1];
  return json ? JSON.parse(json) : null;
}

/** A build served with the bench's world, `/api/*` answered with the API contract's examples. */
export const serveWithContract = (dir: string) =>
  serveBench(dir, (pathname, host) => {
    const call = pathname === '/api/owned-domains' ? '/api/owned-domains?active=true' : pathname;
    const body = example(call);
    return body === null ? demoApiResponse(pathname, host) : { status: 200, body };
  });
