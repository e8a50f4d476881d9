import { describe, expect, test } from 'vitest';
import { compile } from 'tailwindcss';
import { tailwindFallback, withoutPropertiesFallback } from '@/build/tailwind-fallback';

/** What this project's Tailwind writes for two utilities that use registered properties. */
async function tailwindOutput(): Promise<string> {
  const compiler = await compile(
    `@layer theme, base, components, utilities;
     @layer utilities { @tailwind utilities; }
     @theme { --spacing: 0.25rem; --shadow-sm: 0 1px 2px #0003; }`,
    { base: process.cwd() },
  );
  return compiler.build(['translate-x-1', 'shadow-sm']);
}

describe('withoutPropertiesFallback', () => {
  test("drops Tailwind's fallback for engines without @property, and keeps the rest", async () => {
    const css = await tailwindOutput();
    expect(css).toContain('@supports ((-webkit-hyphens: none)');
    const trimmed = withoutPropertiesFallback(css);
    expect(trimmed).not.toContain('@supports');
    expect(trimmed).not.toContain('::backdrop');
    // The layer's place in the order, the registered properties and the utilities stay.
    expect(trimmed).toContain('@layer properties;');
    expect(trimmed).toContain('@property --tw-translate-x {');
    expect(trimmed).toContain('@property --tw-shadow-alpha {');
    expect(trimmed).toContain('.translate-x-1 {');
    expect(trimmed).toContain('.shadow-sm {');
    // Only the block went (it ends with the first brace at the start of a line after it).
    const start = css.indexOf('@layer properties {');
    const end = css.indexOf('\n}', start) + 2;
    expect(trimmed).toBe(css.slice(0, start) + css.slice(end));
  });

  test('the minified form goes too', () => {
    const css =
      '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline)))' +
      '{*,:before,:after,::backdrop{--tw-translate-x:0;--tw-ring-color:initial}}}' +
      '@layer theme{:root{--spacing:.25rem}}';
    expect(withoutPropertiesFallback(css)).toBe('@layer theme{:root{--spacing:.25rem}}');
  });

  test('anything else is left as it is', () => {
    const css = '@layer properties{.card{color:red}}@supports (display:grid){.grid{display:grid}}';
    expect(withoutPropertiesFallback(css)).toBe(css);
    expect(withoutPropertiesFallback('')).toBe('');
    // A block that never closes is not cut into.
    const unclosed = '.a{color:red}@layer properties{@supports (x:y){*{--tw-x:0}';
    expect(withoutPropertiesFallback(unclosed)).toBe(unclosed);
  });
});

describe('the Tailwind fallback plugin', () => {
  const transform = tailwindFallback().transform as (code: string, id: string) => unknown;

  test('trims stylesheets only, and only when there is a fallback', async () => {
    const css = await tailwindOutput();
    expect(transform(css, '/work/src/index.css')).toEqual({
      code: withoutPropertiesFallback(css),
      map: null,
    });
    expect(transform(css, '/work/src/index.css?direct')).not.toBeNull();
    expect(transform(css, '/work/src/main.tsx')).toBeNull();
    expect(transform('.a{color:red}', '/work/src/index.css')).toBeNull();
  });
});
