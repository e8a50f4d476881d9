import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SiteLinks } from '@/features/city-pages/site-links';

test('"Network Hub" and "All Sites" open the parent site in a new tab, without the opener', () => {
  render(<SiteLinks hubUrl="https://twincitieslive.news" />);
  for (const name of ['Network Hub', 'All Sites']) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', 'https://twincitieslive.news');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Opens the network site in a new tab');
  }
});
