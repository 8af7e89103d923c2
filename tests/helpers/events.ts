/** Events for server tests: a valid event's fields (a ready poster of the organiser's) and its creation. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Event } from '../../src/shared/schemas/events';
import { call, type TestContext } from './server';
import { readyUpload } from './uploads';

/** A valid event a year from now unless `fields` say otherwise. */
export async function eventFields(t: TestContext, token: string, fields: Record<string, unknown> = {}) {
  const year = new Date().getUTCFullYear() + 1;
  return {
    uuid: randomUUID(),
    title: 'Freeze Frame Jam',
    poster: await readyUpload(t, token, 'W'),
    start: `${year}-06-13T18:00`,
    end: `${year}-06-13T23:30`,
    timezone: 'Europe/Berlin',
    venue: 'Halle 7',
    country: 'DE',
    ...fields,
  };
}

/** Creates an event as `token`'s user; answers it. */
export async function createEvent(t: TestContext, token: string, fields: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/events/create/', await eventFields(t, token, fields), token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Event;
}

/** Creates a workshop to link to events, as `token`'s user; answers its uuid and title. */
export async function createWorkshop(t: TestContext, token: string, title: string) {
  const fields = { title, poster: await readyUpload(t, token, 'W'), start_date: '2030-07-04', country: 'US' };
  const res = await call(t, 'POST', '/api/workshops/create/', fields, token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { uuid: res.body.uuid as string, title };
}
