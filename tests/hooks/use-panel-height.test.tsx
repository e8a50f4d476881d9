import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { usePanelHeight } from '@/hooks/use-panel-height';
import { mockViewportWidth } from '../pages/phone/viewport';

let undo: () => void = () => undefined;
afterEach(() => undo());

describe('usePanelHeight', () => {
  test('phones start compact at 50 % and toggle to split at 65 % and back', () => {
    undo = mockViewportWidth(390);
    const { result } = renderHook(() => usePanelHeight());
    expect(result.current).toMatchObject({
      mode: 'compact',
      fraction: 0.5,
      cssHeight: '50dvh',
      canToggle: true,
    });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ mode: 'split', fraction: 0.65, cssHeight: '65dvh' });
    act(() => result.current.toggle());
    expect(result.current.mode).toBe('compact');
  });

  test.each([
    [767, 'compact'],
    [768, 'split'],
    [800, 'split'],
    [1023, 'split'],
    [1024, 'full'],
    [1280, 'full'],
  ])('at %d px the panel starts %s', (width, mode) => {
    undo = mockViewportWidth(width);
    const { result } = renderHook(() => usePanelHeight());
    expect(result.current.mode).toBe(mode);
    expect(result.current.canToggle).toBe(width < 768);
  });

  test('tablets are split (65 %) and larger screens full (75 %); the toggle does nothing there', () => {
    undo = mockViewportWidth(800);
    const tablet = renderHook(() => usePanelHeight());
    act(() => tablet.result.current.toggle());
    expect(tablet.result.current).toMatchObject({ mode: 'split', cssHeight: '65dvh' });
    undo();
    undo = mockViewportWidth(1440);
    const desktop = renderHook(() => usePanelHeight());
    expect(desktop.result.current).toMatchObject({
      mode: 'full',
      fraction: 0.75,
      cssHeight: '75dvh',
    });
  });
});
