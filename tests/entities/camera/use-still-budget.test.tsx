import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { StillBudgetProvider, useStillBudget } from '@/entities/camera/use-still-budget';

test('cards under one provider share one budget; another screen has its own', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StillBudgetProvider>{children}</StillBudgetProvider>
  );
  const { result, rerender } = renderHook(() => [useStillBudget(), useStillBudget()], { wrapper });
  const [first, second] = result.current;
  expect(first).toBe(second);
  rerender();
  expect(result.current[0]).toBe(first);
  const other = renderHook(() => useStillBudget(), { wrapper });
  expect(other.result.current).not.toBe(first);
});

test('outside any provider every card shares the page\u2019s one budget', () => {
  const a = renderHook(() => useStillBudget());
  const b = renderHook(() => useStillBudget());
  expect(a.result.current).toBe(b.result.current);
});
