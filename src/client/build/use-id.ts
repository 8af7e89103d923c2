/** Mantine's `useId` as the build gives it (use-id-plugin.ts): the given id, else React's. */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const id = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/[^\w-]/g, '')}`;
}
