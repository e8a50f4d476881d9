import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { domainSiteUrl, isValidHostName, safeExternalUrl } from '@/domain/safe-url';

/** What safeExternalUrl means, without its fast path: the URL parser's own answer. */
function parsedUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 2048) return null;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
      ? url.href
      : null;
  } catch {
    return null;
  }
}

// Pieces near the fast path's edges: case, numbers, punycode, ports, users, dot segments,
// characters the parser encodes or rewrites.
const scheme = fc.constantFrom('http://', 'https://', 'HTTP://', 'Https://', 'ftp://', 'http:', '');
const label = fc.constantFrom(
  'example',
  'metro-transit',
  'a--b',
  'xn--nxasmq6b',
  'xn--zz',
  '-bad',
  'bad-',
  'MnDOT',
  '0x7f',
  '127',
  '1',
  'com',
  'org',
  '',
);
const address = fc.constantFrom('127.0.0.1', '10.0.0.255', '256.1.1.1', '01.2.3.4', '1.2.3');
const port = fc.constantFrom('', ':80', ':443', ':8080', ':65535', ':65536', ':0', ':00080', ':');
const host = fc
  .oneof(
    fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')),
    address,
  )
  .chain((name) => fc.constantFrom(name, `${name}.`, `u@${name}`))
  .chain((name) => port.map((suffix) => `${name}${suffix}`));
const pathPiece = fc.constantFrom(
  '/',
  'cam',
  'C852.jpg',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%zz',
  '%20',
  ' ',
  '\\',
  "'",
  '"',
  '`',
  '^',
  '|',
  '{',
  '~',
  '@',
  ':',
  'é',
  '\t',
  '?',
  '#',
  '&x=1',
  '=',
);
const rest = fc.array(pathPiece, { maxLength: 8 }).map((pieces) => pieces.join(''));

describe('safeExternalUrl', () => {
  test('answers exactly as the URL parser does, fast path or not (5,000 generated URLs)', () => {
    fc.assert(
      fc.property(scheme, host, rest, (start, name, tail) => {
        const value = `${start}${name}${tail}`;
        expect(safeExternalUrl(value)).toBe(parsedUrl(value));
      }),
      { numRuns: 5000 },
    );
  });

  test('answers exactly as the URL parser does for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (value) => {
        expect(safeExternalUrl(`https://${value}`)).toBe(parsedUrl(`https://${value}`));
        expect(safeExternalUrl(value)).toBe(parsedUrl(value));
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    [
      'https://video.dot.state.mn.us/video/image/metro/C852',
      'https://video.dot.state.mn.us/video/image/metro/C852',
    ],
    ['https://example.org/a/./b', 'https://example.org/a/b'],
    ['https://example.org/a/%2e%2E/b', 'https://example.org/b'],
    ['https://EXAMPLE.org/', 'https://example.org/'],
    ['https://example.org:443/x', 'https://example.org/x'],
    ['https://0x7f.1/', 'https://127.0.0.1/'],
    ["https://example.org/?q='x'", 'https://example.org/?q=%27x%27'],
    ['http://127.0.0.1:41205/cam/C1.svg', 'http://127.0.0.1:41205/cam/C1.svg'],
    ['http://127.0.0.1:80/cam/C1.svg', 'http://127.0.0.1/cam/C1.svg'],
  ])('%j → %j', (input, output) => expect(safeExternalUrl(input)).toBe(output));
});

describe('safeExternalUrl', () => {
  test.each([
    ['https://www.startribune.com/a', 'https://www.startribune.com/a'],
    ['http://example.org', 'http://example.org/'],
    ['  https://example.org/x  ', 'https://example.org/x'],
  ])('keeps %j', (input, output) => expect(safeExternalUrl(input)).toBe(output));
  test.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['#'],
    [''],
    ['/relative/path'],
    ['//evil.example'],
    ['ftp://example.org'],
    [null],
    [42],
    [`https://example.org/${'a'.repeat(3000)}`],
  ])('rejects %j', (input) => expect(safeExternalUrl(input)).toBeNull());
});

describe('isValidHostName and domainSiteUrl', () => {
  test.each([
    ['edina.news', true],
    ['sub.edina-news.com', true],
    ['localhost', false],
    ['-bad.com', false],
    ['bad-.com', false],
    ['ev il.com', false],
    ['evil.com/path', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j → %s', (host, valid) => expect(isValidHostName(host)).toBe(valid));
  test('domainSiteUrl builds https links only for valid hosts', () => {
    expect(domainSiteUrl('Edina.News')).toBe('https://edina.news');
    expect(domainSiteUrl('javascript:alert(1)')).toBeNull();
  });
});
