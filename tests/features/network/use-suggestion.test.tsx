import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { useSuggestion } from '@/features/network/use-suggestion';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

function Suggested() {
  const suggestion = useSuggestion();
  return <p>{suggestion ? `${suggestion.domain.domain} (${suggestion.reason})` : 'none yet'}</p>;
}

test('nothing until the sites are known; then, with no city and no position, the metro site', async () => {
  renderWithApp(<Suggested />);
  expect(screen.getByText('none yet')).toBeInTheDocument();
  expect(await screen.findByText('twincities.news (metro)')).toBeInTheDocument();
});

test('no sites known (the list failed): no suggestion', async () => {
  server.use(http.get('*/api/owned-domains', () => new HttpResponse(null, { status: 404 })));
  renderWithApp(<Suggested />);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.getByText('none yet')).toBeInTheDocument();
});
