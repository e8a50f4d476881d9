import { screen } from '@testing-library/react';
import { describe, test } from 'vitest';
import { CompactLiveView } from '@/pages/phone/compact-live-view';
import { renderWithApp } from '../../render';
import {
  expectNothingHostile,
  samples,
  serveHostile,
  stubPageGlobals,
} from '../hostile-feeds-fixtures';

stubPageGlobals();

describe('pages under hostile feeds', () => {
  test.each(samples.map((sample, index) => [index, sample] as const))(
    'phone view, payload %i',
    async (_index, [cameras, news, weather]) => {
      serveHostile(cameras, news, weather);
      const { container } = renderWithApp(<CompactLiveView />);
      await screen.findByRole('tablist');
      await new Promise((done) => setTimeout(done, 50));
      expectNothingHostile(container);
    },
  );
});
