import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { MetroPage } from '@/pages/metro-page';
import { renderWithApp } from '../render';
import { mockViewportWidth } from '../features/mobile/viewport';

// As if the phone's chunk could not be downloaded.
vi.mock('@/features/mobile/compact-live-view', () => ({
  get CompactLiveView() {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

let undo: () => void = () => undefined;
afterEach(() => undo());

test('a phone whose live-view code fails to load sees a message, not a blank page', async () => {
  undo = mockViewportWidth(390);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithApp(<MetroPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The live view could not be shown.');
});
