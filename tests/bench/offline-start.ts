/**
 * Warm offline start (DESIGN 7, budget 500 ms): in Chromium, with the app installed by its service
 * worker and a signed-in user's feed mirrored, the browser goes offline and the page is reloaded;
 * the figure is the time from the start of the navigation to the first feed card in the page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request as http } from 'playwright-core';
import { authed, makeArtist, signIn } from '../helpers/browser/artists';
import { CHROMIUM } from '../helpers/browser/env';
import { serverProcess } from '../helpers/browser/server-process';

const RUNS = 7;

export async function offlineStartFigure(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cypher-bench-start-'));
  const server = serverProcess(8189, dataDir);
  await server.start();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const api = await http.newContext({ baseURL: server.base });
    const artist = await makeArtist(api, 'bench', dataDir);
    for (let i = 0; i < 20; i++)
      await api.post('/api/whatiscooking/cooking/', {
        data: { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', lesson: `Drill ${i}`, access: 5 },
        headers: authed(artist),
      });
    const context = await browser.newContext({ baseURL: server.base });
    // The page notes when the first card appears, in its own clock (from the start of navigation).
    await context.addInitScript(() => {
      const tab = window as unknown as { firstCard?: number };
      new MutationObserver((_, observer) => {
        if (!document.querySelector('article')) return;
        tab.firstCard = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await signIn(page, artist);
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.reload();
      await firstCard.waitFor();
      times.push(
        Math.round(await page.evaluate(() => (window as unknown as { firstCard: number }).firstCard)),
      );
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)];
    return `warm offline start to the first feed card (Chromium): median ${median} ms, worst ${times.at(-1)} ms over ${RUNS} reloads (budget 500 ms)`;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
