import { afterAll, expect, test } from 'vitest';
import { closeBrowser, DESKTOP, openPage, pageSettled, siteUrl } from './support/browser';

afterAll(closeBrowser);

test.each([
  ['metro page', '/', '127.0.0.1', 'Twin Cities Interactive Map'],
  ['domain page', '/domain/edina.news', '127.0.0.1', 'Edina Local News'],
  ['city host', '/', 'edina.test', 'Edina Local News'],
])(
  '%s: every new-tab link is http(s) with rel="noopener noreferrer"',
  async (_name, path, host, heading) => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl(path, host));
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await pageSettled(page);
    const links = await page.$$eval('a[target="_blank"]', (anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        rel: a.getAttribute('rel') ?? '',
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.href).toMatch(/^https?:\/\//);
      expect(link.rel.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
    }
    const unsafe = await page.$$eval('a[href]', (anchors) =>
      anchors
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
    );
    expect(unsafe).toEqual([]);
    await context.close();
  },
);
