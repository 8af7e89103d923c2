/** Types of staleness.mjs, for the tests that import it. */
export function newestMtime(path: string): number;
export function staleReason(stampFile: string, root: string, inputs: string[]): string | undefined;
export function writeStamp(stampFile: string, startedAt: Date): void;
