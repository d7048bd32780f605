import { act, renderHook } from '@testing-library/react';
import { usePrefersReducedMotion } from './reduced-motion';

/** A matchMedia whose "reduce motion" answer the test sets, telling its listeners as a browser does. */
function fakeReducedMotion(initially: boolean) {
  let reduce = initially;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)' && reduce,
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
    restore: () => (window.matchMedia = original),
  };
}

describe('the reduce-motion setting', () => {
  it('is read at start and followed when the user changes it', () => {
    const media = fakeReducedMotion(true);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);

    act(() => media.set(false));
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);

    unmount();
    expect(media.listeners.size).toBe(0);
    media.restore();
  });

  it('is off when the browser does not ask for less motion', () => {
    const media = fakeReducedMotion(false);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    media.restore();
  });
});
