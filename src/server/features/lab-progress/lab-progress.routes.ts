/** A viewer's progress on a lab's notes, and the buyers' counts for the lab's artist (issue 28). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { idField } from '../../../shared/schemas/fields';
import { progressInput } from '../../../shared/schemas/practice';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { labCounts, labMarks, markNote } from './lab-progress.service';

/** `lab`: a personal lab's id (a published lab names its own as `lab`). */
const labQuery = query(v.object({ lab: idField }));

export const progressRoutes = new Hono<AppEnv>()
  .put('/progress/', requireUser, body(progressInput), async (c) =>
    c.json(await markNote(c.var.deps, c.var.user, c.var.body)),
  )
  .get('/progress/', requireUser, labQuery, async (c) =>
    c.json({ results: await labMarks(c.var.deps, c.var.user, c.var.query.lab) }),
  )
  .get('/progress/counts/', requireUser, labQuery, async (c) =>
    c.json({ results: await labCounts(c.var.deps, c.var.user, c.var.query.lab) }),
  );
