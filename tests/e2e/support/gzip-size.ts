import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A built file's gzip size (level 9, bytes): how the budgets and the bench count a download. */
export const gzipSize = (dir: string, path: string) =>
  gzipSync(readFileSync(join(dir, path)), { level: 9 }).length;
