import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MetroPage } from '@/pages/metro-page';
import { renderWithApp } from '../render';
import { mockViewportWidth } from './phone/viewport';

let undo: () => void = () => undefined;
afterEach(() => undo());

describe('MetroPage', () => {
  test.each([360, 390, 767])('a %d px phone gets the compact live view', async (width) => {
    undo = mockViewportWidth(width);
    renderWithApp(<MetroPage />);
    expect(await screen.findByRole('tab', { name: 'Live Map' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.queryByRole('heading', { name: 'Twin Cities Interactive Map' }),
    ).not.toBeInTheDocument();
  });

  test.each([768, 800, 1280])('a %d px screen gets the metro map page', async (width) => {
    undo = mockViewportWidth(width);
    renderWithApp(<MetroPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
