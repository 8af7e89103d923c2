/**
 * The first start after an update (DESIGN 5): when the version that last started on this device is
 * another one, the start also opens the local database, whose upgrade rewrites what the device keeps
 * when the new version changed its tables (lib/db.ts), so that the first page does not wait for it
 * behind a skeleton. A start that takes more than a second says what it is doing, on the shell's line
 * (update-line.tsx): the new version's code and language, then the device's data.
 */
import { APP_VERSION } from '../../shared/app-version';
import { STARTED_VERSION_KEY } from '../lib/preferences';

/** The attribute on <html> that shows the shell's update line, set to the step under way (shell.css). */
export const UPDATE_STEP_ATTRIBUTE = 'data-shell-update';
export type UpdateStep = 'app' | 'data';
const UPDATE_LINE_DELAY_MS = 1000;

const ignore = () => undefined;

function startedVersion(): string | null {
  try {
    return localStorage.getItem(STARTED_VERSION_KEY);
  } catch {
    return null;
  }
}

function rememberStarted(): void {
  try {
    localStorage.setItem(STARTED_VERSION_KEY, APP_VERSION);
  } catch {
    // Without storage every start is a first one, and none is an update.
  }
}

/**
 * Waits for `app` (the code, language and session the first render needs) and, on the first start
 * after an update, for the database's upgrade too. A database that cannot open is not the start's to
 * report: the pages that read it say so (lib/storage-notices.tsx).
 */
export async function startUp(app: Promise<unknown>): Promise<void> {
  const before = startedVersion();
  if (before === null || before === APP_VERSION) {
    await app;
    if (before === null) rememberStarted();
    return;
  }
  const database = import('../lib/db').then(({ db }) => db.open()).catch(ignore);
  const html = document.documentElement;
  let step: UpdateStep = 'app';
  const showLine = setTimeout(() => html.setAttribute(UPDATE_STEP_ATTRIBUTE, step), UPDATE_LINE_DELAY_MS);
  try {
    await app;
    step = 'data';
    if (html.hasAttribute(UPDATE_STEP_ATTRIBUTE)) html.setAttribute(UPDATE_STEP_ATTRIBUTE, step);
    await database;
  } finally {
    clearTimeout(showLine);
    html.removeAttribute(UPDATE_STEP_ATTRIBUTE);
  }
  rememberStarted();
}
