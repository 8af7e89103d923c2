import { Hono } from 'hono';
import type { AppEnv } from '../../deps';

export const mediaRoutes = new Hono<AppEnv>();
