/** Error and list shapes of the API contract (DESIGN section 3). */
export type FieldErrors = Record<string, string[]>;

export type ListPage<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** `next_export_at`: when a refused download of one's data is allowed (shared/account.ts). */
export type ErrorBody = FieldErrors | { detail: string; code?: string; next_export_at?: string };

export const API_BASE = '/api';
