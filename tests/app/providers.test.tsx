import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { useToast } from '@/components/ui/toast';
import { useVisitor } from '@/state/visitor';

const client = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders client={client}>{children}</AppProviders>
);

test('the page reads the query client it was given', () => {
  const { result } = renderHook(() => useQueryClient(), { wrapper });
  expect(result.current).toBe(client);
});

test('the visitor’s state is shared below it: a chosen city is seen by every reader', () => {
  const { result } = renderHook(() => [useVisitor(), useVisitor()] as const, { wrapper });
  expect(result.current[0].selectedCity).toBeNull();
  act(() => result.current[0].setSelectedCity('Edina'));
  expect(result.current[1].selectedCity).toBe('Edina');
});

test('without it, reading the visitor fails loudly', () => {
  expect(() => renderHook(() => useVisitor())).toThrow(/VisitorProvider/);
});

test('a part below it can show a toast', async () => {
  const user = userEvent.setup();
  function Save() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast('Added to My Cameras')}>
        save
      </button>
    );
  }
  render(<Save />, { wrapper });
  await user.click(screen.getByRole('button', { name: 'save' }));
  expect(await screen.findByText('Added to My Cameras')).toBeInTheDocument();
});

test('it adds nothing visible of its own', () => {
  const { container } = render(<p>page</p>, { wrapper });
  expect(container).toHaveTextContent(/^page$/);
  expect(container.children).toHaveLength(1);
});
