import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoaded } from './useLoaded';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLoaded', () => {
  it('turns true only when the loaded page is idle, and forgets the wait when unmounted', () => {
    const idle: IdleRequestCallback[] = [];
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { result, unmount } = renderHook(() => useLoaded());
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
    unmount();
    expect(cancel).toHaveBeenCalledWith(1);
  });
});
