import { renderHook } from '@testing-library/react';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { useId } from '../../src/client/build/use-id';
import { reactUseId } from '../../src/client/build/use-id-plugin';

const MANTINE_HOOKS = '/app/node_modules/@mantine/hooks/esm/index.mjs';
const resolve = (id: string, importer: string) =>
  (reactUseId().resolveId as (id: string, importer: string) => string | null)(id, importer);

describe("the build's Mantine useId", () => {
  it("is ours in Mantine's hooks, and nowhere else", () => {
    expect(resolve('./use-id/use-id.mjs', MANTINE_HOOKS)).toMatch(/src\/client\/build\/use-id\.ts$/);
    expect(resolve('./use-id/use-id.mjs', '/app/src/client/lib/other.ts')).toBeNull();
    expect(resolve('./use-idle/use-idle.mjs', MANTINE_HOOKS)).toBeNull();
    expect((reactUseId() as Plugin).apply).toBe('build');
  });

  it('gives a mounting component its id at once, so it renders once', () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders += 1;
      return [useId(), useId(), useId('given')];
    });
    const [first, second, given] = result.current;
    expect(renders).toBe(1);
    expect(first).toMatch(/^mantine-[\w-]+$/);
    expect(second).not.toBe(first);
    expect(given).toBe('given');
    rerender();
    expect(result.current).toEqual([first, second, 'given']);
  });
});
