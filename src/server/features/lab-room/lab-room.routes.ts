/** A lab room's members and chat (members only). */
import { Hono } from 'hono';
import * as v from 'valibot';
import { refField } from '../../../shared/schemas/fields';
import { labChatInput } from '../../../shared/schemas/lab-room';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { listChat, listMembers, postChat } from './lab-room.service';

const roomQuery = query(v.object({ plab_uuid: refField }));

export const labRoomRoutes = new Hono<AppEnv>()
  .get('/labroom-members/', roomQuery, async (c) =>
    c.json(await listMembers(c.var.deps, c.var.user, c.var.query.plab_uuid)),
  )
  .get('/labroom-chat/list/', roomQuery, async (c) => {
    const page = readPage(c);
    const { rows, count } = await listChat(c.var.deps, c.var.user, c.var.query.plab_uuid, page);
    return c.json(listPage(c, page, rows, count, (message) => message.id));
  })
  .post('/labroom-chat/', requireUser, body(labChatInput), async (c) => {
    const { message, created } = await postChat(c.var.deps, c.var.user, c.var.body);
    return c.json(message, created ? 201 : 200);
  });
