import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { inlineFaviconLink, svgDataUri } from '@/build/inline-favicon';

const favicon = readFileSync('public/favicon.svg', 'utf8');

describe('svgDataUri', () => {
  test('the site icon becomes the compact data URI index.html used to carry by hand', () => {
    expect(svgDataUri(favicon)).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%231d4ed8'/%3E%3Ccircle cx='16' cy='16' r='6' fill='%23fff'/%3E%3Ccircle cx='16' cy='16' r='2.5' fill='%23dc2626'/%3E%3C/svg%3E",
    );
  });

  test('decodes back to the same drawing; no double quote or raw #, %, <, > is left', () => {
    const svg = '<svg a="1">\n  <text>50% #1</text>\n</svg>\n';
    const uri = svgDataUri(svg);
    const body = uri.slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/["#%<>](?![0-9A-F]{2})/);
    expect(decodeURIComponent(body)).toBe("<svg a='1'> <text>50% #1</text> </svg>");
  });
});

describe('inlineFaviconLink', () => {
  const html = '<head>\n<link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n</head>';

  test('points the icon link at the data URI and changes nothing else', () => {
    const out = inlineFaviconLink(html, favicon);
    expect(out).toBe(html.replace('/favicon.svg', svgDataUri(favicon)));
    expect(out).not.toContain('/favicon.svg');
  });

  test('leaves a page without that link as it is', () => {
    const other = '<head><link rel="stylesheet" href="/favicon.svg" /></head>';
    expect(inlineFaviconLink(other, favicon)).toBe(other);
  });
});
