/**
 * The API contract (../shared/docs/api-contract.md, read here as it stands): its JSON examples,
 * served by the test server, so each screen's test shows the visitor what an example says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { server } from '../msw-server';

const CONTRACT = readFileSync(
  join(process.cwd(), '..', 'shared', 'docs', 'api-contract.md'),
  'utf8',
);

/** The first JSON example under the heading that names `call`. */
export function example(call: string): unknown {
  const section = CONTRACT.split(/^## /m).find((part) => part.startsWith(`\`GET ${call}`));
  const json = section && /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (!json) throw new Error(`the contract has no JSON example for ${call}`);
  return JSON.parse(json);
}

export function answer(path: string, body: unknown) {
  server.use(http.get(`*${path}`, () => HttpResponse.json(body as never)));
}
