import { Hono } from 'hono';
import type { AppEnv } from '../../deps';

export const uploadRoutes = new Hono<AppEnv>();
