/**
 * An image's bytes on their way (issue 30: a slow phone connection must never look frozen). Each send
 * (upload-put.ts) is known by an id (a queued write's, or a form's own upload) while it is on the wire,
 * with how much is sent and a way to cancel it, for `UploadProgress` (ui/upload-progress.tsx). Kept
 * apart from the sending itself, which no first page needs.
 */
import { atom, useAtomValue } from 'jotai';
import { store } from './store';

export type Sending = { sent: number; total: number; cancel: () => void };

const sendingAtom = atom<Record<string, Sending>>({});

/** What `id` has sent so far, while it is on the wire; undefined otherwise. */
export const useSending = (id: string): Sending | undefined => useAtomValue(sendingAtom)[id];

/** The id of the image PUT of the queued write on the row `target` (its uuid), as its form and row show it. */
export const outboxUpload = (target: string) => `outbox:${target}`;

/** Records what `id` has sent (null: no longer on the wire). */
export const trackSending = (id: string, sending: Sending | null) =>
  store.set(sendingAtom, (all) => {
    const rest = Object.fromEntries(Object.entries(all).filter(([other]) => other !== id));
    return sending ? { ...rest, [id]: sending } : rest;
  });
