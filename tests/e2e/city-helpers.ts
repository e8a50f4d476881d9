import type { Page } from 'playwright-core';
import { saveViewScreenshot } from './support/screenshots';
import { parseNews } from '@/entities/news/feed';
import { parseOwnedDomains } from '@/api/feeds/owned-domains';
import { networkBarLinks } from '@/domain/network-links';
import { NO_NEWS_FILTER, selectNews, type NewsFilter } from '@/domain/news-selection';
import type { OwnedDomain } from '@/domain/types';
import { demoDomains, demoNews } from '@/mocks/responses';

export function demoDomain(name: string): OwnedDomain {
  const found = parseOwnedDomains(demoDomains()).find((d) => d.domain === name);
  if (!found) throw new Error(`no demo domain ${name}`);
  return found;
}

/** The titles a list should show, from the same pure rules over the demo data. */
export function expectedTitles(domain: OwnedDomain, limit: number, filter = NO_NEWS_FILTER) {
  return selectNews(parseNews(demoNews()), domain, filter as NewsFilter, limit).map((n) => n.title);
}

/** The article headings inside a region, without the screen-reader-only suffix. */
export async function articleTitles(page: Page, region: string): Promise<string[]> {
  const headings = page
    .getByRole('region', { name: region })
    .getByRole('article')
    .getByRole('heading');
  return (await headings.allInnerTexts()).map((text) =>
    text.replace(/\s*\(opens in a new tab\)$/, '').trim(),
  );
}

export async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Console errors other than the browser's own "Failed to load resource" for a 4xx/5xx we asked for. */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter((error) => !error.includes('Failed to load resource'));

export function json(body: unknown, status = 200) {
  return {
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify(body),
  };
}

/** The network bar's links for a domain over the demo domain list. */
export const expectedBarLinks = (domain: OwnedDomain) =>
  networkBarLinks(domain, parseOwnedDomains(demoDomains()));

/** The first screen only (what a phone shows before scrolling), next to the full-page shots. */
export async function saveFirstScreen(page: Page, name: string): Promise<void> {
  await saveViewScreenshot(page, name);
}
