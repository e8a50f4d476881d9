import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DomainLoading } from '@/features/city-pages/domain-loading';

test('a busy page whose status says the local news is loading', () => {
  render(<DomainLoading />);
  expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading Local News...');
  expect(status).toHaveTextContent('Setting up your local news experience');
});
