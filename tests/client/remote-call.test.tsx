import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemoteCall } from '../../src/client/lib/use-remote-call';

describe('useRemoteCall', () => {
  it('does not render again when the call its first render announced starts', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useRemoteCall(true);
    });
    act(() => result.current.run(() => new Promise(() => {})));
    expect(result.current.pending).toBe(true);
    expect(renders).toBe(1);
  });

  it('says a call is pending, then how it ended', async () => {
    const { result } = renderHook(() => useRemoteCall());
    expect(result.current.pending).toBe(false);
    let fail = (_error: Error) => {};
    act(() => result.current.run(() => new Promise((_, reject) => (fail = reject))));
    expect(result.current.pending).toBe(true);
    await act(async () => fail(new Error('Network down')));
    expect(result.current).toMatchObject({ pending: false, error: new Error('Network down') });
  });
});
