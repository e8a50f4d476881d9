import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconExtras, withoutIconExtras } from '@/build/icon-extras';

const ICONS = join(process.cwd(), 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');
const read = (name: string) => readFileSync(join(ICONS, name), 'utf8');

describe('withoutIconExtras', () => {
  test("drops an icon's aliases and its bare read of node, and keeps its name and drawing", () => {
    const code = read('circle-exclamation-point.mjs');
    expect(code).toContain('aliases: ["alert-circle", "circle-alert"]');
    const trimmed = withoutIconExtras(code);
    expect(trimmed).not.toContain('aliases');
    expect(trimmed).not.toMatch(/^__iconData\.node;/m);
    expect(trimmed).toContain('name: "circle-exclamation-point"');
    expect(trimmed).toContain('["circle", { cx: "12", cy: "12", r: "10", key: "1mglay" }]');
    expect(trimmed).toContain('const CircleExclamationPoint = createLucideIcon(__iconData);');
    // Still a module that evaluates: the node list closes the object.
    expect(trimmed).toMatch(/key: "4dfq90" }]\n {2}]\n};/);
  });

  test('an icon with no aliases loses only the bare read', () => {
    const code = read('star.mjs');
    expect(code).not.toContain('aliases');
    expect(withoutIconExtras(code)).toBe(code.replace('__iconData.node;\n', ''));
  });
});

describe('the icon extras plugin', () => {
  const transform = iconExtras().transform as (code: string, id: string) => unknown;

  test('trims lucide-react icon modules only', () => {
    const code = read('circle-exclamation-point.mjs');
    expect(transform(code, join(ICONS, 'circle-exclamation-point.mjs'))).toEqual({
      code: withoutIconExtras(code),
      map: null,
    });
    expect(transform(code, '/work/src/components/icon.mjs')).toBeNull();
    // An alias's module re-exports the icon: nothing to trim.
    expect(transform(read('circle-alert.mjs'), join(ICONS, 'circle-alert.mjs'))).toBeNull();
  });
});
