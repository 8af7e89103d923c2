/** The one jotai store. Session and UI state live here; data lives in Dexie. */
import { createStore } from 'jotai';

export const store = createStore();
