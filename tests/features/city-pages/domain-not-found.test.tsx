import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { DomainNotFound } from '@/features/city-pages/domain-not-found';
import { preloadRadixParts } from '../../support/radix-parts';

preloadRadixParts();

test('an unknown name: the page says so, names what was asked for, and leads back to the map', async () => {
  const user = userEvent.setup();
  const onReturn = vi.fn();
  render(<DomainNotFound requested="nowhere" onReturn={onReturn} onRetry={() => undefined} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Domain Not Found' })).toBeVisible();
  expect(document.title).toMatch(/^Domain Not Found/);
  expect(screen.getByText('nowhere')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // Nothing failed: nothing to try again.
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Return to Twin Cities Map' }));
  expect(onReturn).toHaveBeenCalledTimes(1);
});

test('a failed lookup says so and offers to try again', async () => {
  const user = userEvent.setup();
  const onRetry = vi.fn();
  render(<DomainNotFound failed onRetry={onRetry} onReturn={() => undefined} />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Local news sites could not be looked up right now.',
  );
  expect(screen.queryByText(/Looked for/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('what was asked for is text, and a long one is cut to 80 characters', () => {
  const { container } = render(
    <DomainNotFound
      requested={`<img src=x onerror=alert(1)>${'a'.repeat(200)}`}
      onReturn={() => undefined}
    />,
  );
  expect(container.querySelector('img')).toBeNull();
  const name = screen.getByText(/^<img src=x/);
  expect([...name.textContent!]).toHaveLength(80);
  expect(name.textContent!.endsWith('…')).toBe(true);
});

test('the Language control is on the screen, as on every other', () => {
  render(<DomainNotFound requested="nowhere" onReturn={() => undefined} />);
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
});
