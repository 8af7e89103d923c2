/**
 * Mirrored lists ordered by start rather than by id (events, workshops). A row keeps the keys of the
 * lists it was last fetched in (`lists`, a multi-entry index) and a list reads its rows by key, in its
 * order: a fresh first page takes the key off the rows it no longer has, later pages add it. A row
 * with a queued write keeps its local state and only gains the key.
 */
import { useMemo } from 'react';
import { db } from './db';
import { toRow } from './mirror';
import { cached, queuedTargets, useMirroredRows, visible } from './mirrored-rows';

type KeyedTable = 'events' | 'workshops';
type KeyedRow = { uuid: string; lists: string[]; deleted?: 1 };

const tableOf = (name: KeyedTable) => db.table<KeyedRow, string>(name);

/** Puts a page of list `key` into the table; a first page takes the key off rows it no longer has. */
async function savePage(name: KeyedTable, key: string, answers: { uuid: string }[], first: boolean) {
  const table = tableOf(name);
  const queued = await queuedTargets();
  if (first)
    await table
      .where('lists')
      .equals(key)
      .filter((row) => !answers.some((a) => a.uuid === row.uuid))
      .modify((row) => {
        row.lists = row.lists.filter((k) => k !== key);
      });
  for (const answer of answers) {
    const current = await table.get(answer.uuid);
    const lists = [...new Set([...(current?.lists ?? []), key])];
    if (current && queued.has(answer.uuid)) await table.update(answer.uuid, { lists });
    else await table.put({ ...(toRow(name, answer, current) as KeyedRow), lists });
  }
}

const keyedList = <T extends { uuid: string }>(name: KeyedTable, key: string, first: string) =>
  cached<T>(`${name}:${key}`, () => ({
    key: `${name}:${key}`,
    first,
    tables: () => [tableOf(name)],
    save: (rows, range) => savePage(name, key, rows, range.above === Number.POSITIVE_INFINITY),
  }));

export type KeyedListSpec<R> = {
  table: KeyedTable;
  key: string;
  /** URL of the list's first page. */
  first: string;
  /** The list's order (a module-level function, so the read keeps its identity). */
  order: (a: R, b: R) => number;
  /** Fetched again on every opening (else by the 15-minute rule). */
  always: boolean;
};

/** The rows of a keyed list, live, in its order, with Load More and Refresh (see useMirroredRows). */
export function useKeyedList<R extends KeyedRow>({ table, key, first, order, always }: KeyedListSpec<R>) {
  const read = useMemo(
    () => async (limit: number) =>
      ((await tableOf(table).where('lists').equals(key).toArray()) as R[])
        .filter(visible)
        .sort(order)
        .slice(0, limit),
    [table, key, order],
  );
  return useMirroredRows<R>(keyedList(table, key, first), read, always);
}
