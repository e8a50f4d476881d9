import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RouteLoading } from '@/pages/route-loading';
import { DomainLoading } from '@/features/city-pages/domain-loading';
import { CompactViewSkeleton } from '@/pages/phone/compact-view-skeleton';

const OFFLINE_TEXT = "You're offline. This page will load when you're back online.";

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

describe.each<[string, () => ReactElement]>([
  ['a page on its way (RouteLoading)', () => <RouteLoading />],
  ['the city site on its way (DomainLoading)', () => <DomainLoading />],
  ["the phone's view on its way (CompactViewSkeleton)", () => <CompactViewSkeleton />],
])('%s', (_name, ui) => {
  test('says nothing about the connection while online', () => {
    render(ui());
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE_TEXT);
  });

  test('offline, says why nothing arrives and that it will load once back online', () => {
    online = false;
    render(ui());
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOnline();
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE_TEXT);
  });
});

test("the phone's skeleton badge reads OFFLINE, not LIVE, while offline", () => {
  online = false;
  render(<CompactViewSkeleton />);
  expect(screen.getByText('OFFLINE')).toBeInTheDocument();
  expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
  goOnline();
  expect(screen.getByText('LIVE')).toBeInTheDocument();
});
