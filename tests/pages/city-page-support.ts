import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { parseCameras } from '@/entities/camera/feed';
import { parseNews } from '@/entities/news/feed';
import { parseOwnedDomains } from '@/api/feeds/owned-domains';
import { NWS_STATIONS } from '@/domain/constants';
import { NO_NEWS_FILTER, selectNews } from '@/domain/news-selection';
import { localCounts } from '../support/local-counts';
import type { OwnedDomain } from '@/domain/types';
import { demoCameras, demoDomains, demoNews } from '@/mocks/responses';
import { server } from '../msw-server';

/** jsdom lacks the pointer-capture and scroll APIs Radix Select calls. */
export function installRadixPolyfills() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}

export async function chooseOption(user: UserEvent, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export function demoDomain(name: string): OwnedDomain {
  const found = parseOwnedDomains(demoDomains()).find((d) => d.domain === name);
  if (!found) throw new Error(`no demo domain ${name}`);
  return found;
}

/** What the page should show for a domain, from the same pure rules over the demo data. */
export function expectedFor(domain: OwnedDomain, limit: number, filter = NO_NEWS_FILTER) {
  const news = parseNews(demoNews());
  return {
    titles: selectNews(news, domain, filter, limit).map((item) => item.title),
    counts: localCounts(
      domain,
      {
        cameras: parseCameras(demoCameras()),
        stations: NWS_STATIONS.map((s) => ({ position: { lat: s.lat, lng: s.lng } })),
        news,
      },
      filter,
    ),
  };
}

export const articleTitles = (regionName: string) =>
  within(screen.getByRole('region', { name: regionName }))
    .queryAllByRole('article')
    .map(
      (article) =>
        within(article)
          .getByRole('heading')
          .textContent?.replace(/\(opens in a new tab\)$/, '') ?? '',
    );

export function answer(path: string, body: unknown, status = 200) {
  server.use(http.get(`*${path}`, () => HttpResponse.json(body as never, { status })));
}

export function answerLater(path: string, body: unknown = []) {
  server.use(
    http.get(`*${path}`, async () => {
      await delay('infinite');
      return HttpResponse.json(body as never);
    }),
  );
}
