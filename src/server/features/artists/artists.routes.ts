import { Hono } from 'hono';
import type { AppEnv } from '../../deps';

export const artistRoutes = new Hono<AppEnv>();
