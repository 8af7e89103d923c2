/** GET /media/{medium|mini}/{key}: the WebP derivatives, immutable (a key never changes its image). */
import { Hono } from 'hono';
import type { AppEnv } from '../../deps';
import { readMedia } from './media.service';

const headers = {
  'Content-Type': 'image/webp',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

export const mediaRoutes = new Hono<AppEnv>().get('/:size/:key', async (c) =>
  c.body(await readMedia(c.var.deps, c.req.param('size'), c.req.param('key')), 200, headers),
);
