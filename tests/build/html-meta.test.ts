import { describe, expect, test } from 'vitest';
import { buildIdMeta, withContentSecurityPolicy } from '@/build/html-meta';

const HTML = [
  '<head>',
  '  <meta http-equiv="Content-Security-Policy" content="%CONTENT_SECURITY_POLICY%" />',
  '  <meta name="build-id" content="%BUILD_ID%" />',
  '</head>',
].join('\n');

describe('withContentSecurityPolicy', () => {
  test('a build fills the policy in', () => {
    const html = withContentSecurityPolicy(HTML, "default-src 'self'", true);
    expect(html).toContain(`content="default-src 'self'"`);
    expect(html).not.toContain('%CONTENT_SECURITY_POLICY%');
  });

  test('dev drops the tag (Vite serves its HMR client inline) and keeps the rest', () => {
    const html = withContentSecurityPolicy(HTML, "default-src 'self'", false);
    expect(html).not.toContain('Content-Security-Policy');
    expect(html).toContain('<meta name="build-id" content="%BUILD_ID%" />');
  });
});

describe('buildIdMeta', () => {
  test('names the release in index.html', () => {
    const plugin = buildIdMeta('2026-11-28T02:00:00.000Z');
    const transform = plugin.transformIndexHtml as (html: string) => string;
    expect(transform(HTML)).toContain(
      '<meta name="build-id" content="2026-11-28T02:00:00.000Z" />',
    );
  });
});
