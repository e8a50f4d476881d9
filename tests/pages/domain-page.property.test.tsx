import { screen } from '@testing-library/react';
import { describe, test } from 'vitest';
import { DomainPage } from '@/pages/domain-page';
import { renderWithApp } from '../render';
import {
  expectNothingHostile,
  samples,
  serveHostile,
  stubPageGlobals,
} from './hostile-feeds-fixtures';

stubPageGlobals();

describe('pages under hostile feeds', () => {
  test.each(samples.map((sample, index) => [index, sample] as const))(
    'domain page, payload %i',
    async (_index, [cameras, news, weather]) => {
      serveHostile(cameras, news, weather);
      const { container } = renderWithApp(<DomainPage domainName="edina.news" />, {
        path: '/domain/edina.news',
      });
      await screen.findByRole('heading', { name: 'Edina Local News' });
      await new Promise((done) => setTimeout(done, 50));
      expectNothingHostile(container);
    },
  );
});
