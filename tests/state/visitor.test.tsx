import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { useVisitor, VisitorProvider } from '@/state/visitor';
import { mockGeolocation, mockGeolocationPermission } from '../features/location/geolocation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <VisitorProvider>{children}</VisitorProvider>
);

describe('useVisitor', () => {
  test('needs a VisitorProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useVisitor())).toThrow(/VisitorProvider/);
  });

  test('starts on "All Cities" and keeps the chosen city', () => {
    const { result } = renderHook(() => useVisitor(), { wrapper });
    expect(result.current.selectedCity).toBeNull();
    act(() => result.current.setSelectedCity('Edina'));
    expect(result.current.selectedCity).toBe('Edina');
    act(() => result.current.setSelectedCity(null));
    expect(result.current.selectedCity).toBeNull();
  });

  test("gives the visitor's position once geolocation answers", async () => {
    mockGeolocationPermission('granted');
    mockGeolocation({ lat: 44.9778, lng: -93.265 });
    const { result } = renderHook(() => useVisitor(), { wrapper });
    await waitFor(() => expect(result.current.geolocation).toBe('granted'));
    expect(result.current.position).toEqual({ lat: 44.9778, lng: -93.265 });
  });
});
