/** Published labs, their subscriptions, purchased labs and lab rooms under /api/whatiscooking. */
import { Hono } from 'hono';
import type { AppEnv } from '../../deps';

export const publishedLabRoutes = new Hono<AppEnv>();
