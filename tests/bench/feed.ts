/**
 * The feeds' page latency through a listening server: the first and the fifth page (reached by
 * following `next`) of the signed-in home feed, mycookings and the other feed filters, each
 * requested one at a time after a warm-up. A page should cost the same whatever the size of the
 * community (DESIGN 3).
 */
import { performance } from 'node:perf_hooks';
import type { ListPage } from '../../src/shared/api';

export const FEED_REQUESTS = 100;
const WARM_UP = 10;
const FEEDS = {
  'home feed': '/api/whatiscooking/latest_cookings/',
  mycookings: '/api/whatiscooking/mycookings/',
  'my-students-videos': '/api/whatiscooking/my-students-videos/',
  '?username=bench1': '/api/whatiscooking/list/?username=bench1',
  '?mentions=bench1': '/api/whatiscooking/list/?mentions=bench1',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function get(url: string, token: string): Promise<ListPage<unknown>> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as ListPage<unknown>;
}

/** The url of the `page`th page (1 = the first) of the list at `url`; null when it has fewer. */
async function pageUrl(url: string, token: string, page: number) {
  let at: string | null = url;
  for (let n = 1; n < page && at; n += 1) at = (await get(at, token)).next;
  return at;
}

/** Median and p95 in ms of FEED_REQUESTS sequential reads of `url`. */
async function latency(url: string | null, token: string) {
  if (!url) return 'none (fewer pages)';
  for (let n = 0; n < WARM_UP; n += 1) await get(url, token);
  const times: number[] = [];
  for (let n = 0; n < FEED_REQUESTS; n += 1) {
    const start = performance.now();
    await get(url, token);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
}

/** One line per feed: its first and fifth page's latency for the signed-in viewer (bench0). */
export async function feedLatencies(base: string, token: string): Promise<string[]> {
  const lines: string[] = [];
  for (const [name, path] of Object.entries(FEEDS)) {
    const first = await latency(await pageUrl(base + path, token, 1), token);
    const fifth = await latency(await pageUrl(base + path, token, 5), token);
    lines.push(`${name}: page 1 ${first}; page 5 ${fifth}`);
  }
  return lines;
}
