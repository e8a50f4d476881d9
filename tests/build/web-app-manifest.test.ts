import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { HEADER_COLOUR, webAppManifest } from '@/build/web-app-manifest';

test('the installed app opens the whole site, standalone, at its root', () => {
  expect(webAppManifest).toMatchObject({
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
});

test('the title bar and splash screen take the header colour (slate-900)', () => {
  expect(HEADER_COLOUR).toBe('#0f172a');
  expect(webAppManifest.theme_color).toBe(HEADER_COLOUR);
  expect(webAppManifest.background_color).toBe(HEADER_COLOUR);
});

test('the home screen name is short enough not to be cut (12 characters at most)', () => {
  expect(webAppManifest.name).toBe('Twin Cities Live');
  expect(webAppManifest.short_name?.length).toBeLessThanOrEqual(12);
});

test('there are 192 and 512 px icons and a maskable one, each a file in public/icons/', () => {
  const icons = webAppManifest.icons ?? [];
  const sizes = icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    expect(icon.src).toMatch(/^\/icons\/.+\.png$/);
    expect(icon.type).toBe('image/png');
    expect(existsSync(`public${icon.src}`)).toBe(true);
  }
});
