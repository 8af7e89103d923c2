/** Error and list shapes of the API contract (DESIGN section 3). */
export type FieldErrors = Record<string, string[]>;

export type ListPage<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export type ErrorBody = FieldErrors | { detail: string; code?: string };

export const API_BASE = '/api';
