/** Private calendar feeds: one secret token per user, in the URL a calendar app subscribes to. */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { owner } from './accounts';
import { created } from './columns';

/** The token is the feed's only key (calendar apps send no auth header); rotating it replaces the row. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: owner().primaryKey(),
  token: text('token').notNull().unique(),
  createdAt: created(),
});
