/**
 * The journey form on a device out of space (the case: it said "Some error occured"): the
 * form keeps its title and photo and the notice says why. The full device is a Dexie write aborted
 * with the browser's quota error; Free space is tested in device-space.test.tsx and in Chromium.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dexie from 'dexie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCrop } from '../../src/client/lib/crop-image';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { makeWorld, open, photoFile, serve, type World } from '../helpers/journeys-world';

/* jsdom draws no canvas: a photo kept offline is resized by the browser (tests/e2e/journeys.spec.ts). */
vi.mock('../../src/client/lib/crop-image', () => ({ renderCrop: vi.fn() }));

/* jsdom has no FontFaceSet (autosize Textarea) nor IntersectionObserver (the carousel). */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

let w: World;

beforeAll(async () => {
  w = await makeWorld();
}, 120_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await clearMirror();
  vi.stubGlobal('IntersectionObserver', NoIntersections);
  serve(w).offline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const title = () => screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('the journey form on a device out of space', () => {
  it('keeps the title and photo and says the device is out of space, not "Some error occured"', async () => {
    vi.mocked(renderCrop).mockImplementation(() => photoFile());
    await open(w, '/upload/journey', w.author);
    await userEvent.upload(await screen.findByLabelText('Add a photo'), await photoFile());
    await screen.findByRole('img', { name: 'Photo 1' });
    await userEvent.click(title());
    await userEvent.paste('Battle night in Lyon');

    vi.spyOn(db.outbox, 'add').mockRejectedValue(
      new Dexie.AbortError(new DOMException('Quota exceeded.', 'QuotaExceededError')),
    );
    await submit();
    expect(await screen.findByText('This device is out of space')).toBeTruthy();
    expect(screen.queryByText('Some error occured. Please try again.')).toBeNull();
    expect(title().value).toBe('Battle night in Lyon');
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    expect(await db.journeys.count()).toBe(0);
  });
});
