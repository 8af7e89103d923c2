/**
 * The one Drizzle schema for PGlite and PostgreSQL, one file per area under schema/. SQL stays within
 * what PostgreSQL 15 accepts.
 */
export * from './schema/accounts';
export * from './schema/battles';
export * from './schema/calendar';
export * from './schema/community';
export * from './schema/events';
export * from './schema/follows';
export * from './schema/idempotency';
export * from './schema/journeys';
export * from './schema/labs';
export * from './schema/notes';
export * from './schema/notifications';
export * from './schema/payments';
export * from './schema/practice';
export * from './schema/published-labs';
export * from './schema/push';
export * from './schema/shoutouts';
export * from './schema/uploads';
export * from './schema/workshops';
