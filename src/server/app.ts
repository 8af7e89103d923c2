/** The Hono app: API under /api, images under /media, the built client for everything else. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { msg } from '../shared/messages';
import { asOneRequest } from './db/gate';
import { refuseWhileWaiting } from './db/pool-wait';
import type { AppEnv, Deps } from './deps';
import { accountDownload } from './features/account/account.download';
import { accountRoutes } from './features/account/account.routes';
import { portfolioDownload } from './features/artists/artists.download';
import { artistLeads } from './features/artists/artists.leads';
import { artistRoutes } from './features/artists/artists.routes';
import { authRoutes } from './features/auth/auth.routes';
import { battlesDownload } from './features/battles/battles.download';
import { battleLeads } from './features/battles/battles.leads';
import { battleRoutes } from './features/battles/battles.routes';
import { blocksDownload } from './features/blocks/blocks.download';
import { blockRoutes } from './features/blocks/blocks.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { eventCalendar } from './features/events/events.calendar';
import { eventsDownload } from './features/events/events.download';
import { eventLeads } from './features/events/events.leads';
import { eventRoutes } from './features/events/events.routes';
import { followsDownload } from './features/follows/follows.download';
import { followRoutes } from './features/follows/follows.routes';
import { journeysDownload } from './features/journeys/journeys.download';
import { journeyRoutes } from './features/journeys/journeys.routes';
import { progressDownload } from './features/lab-progress/lab-progress.download';
import { progressRoutes } from './features/lab-progress/lab-progress.routes';
import { labRoomDownload } from './features/lab-room/lab-room.download';
import { labRoomRoutes } from './features/lab-room/lab-room.routes';
import { labsDownload } from './features/labs/labs.download';
import { labRoutes } from './features/labs/labs.routes';
import { liveRoutes } from './features/live/live.routes';
import type { LiveHub } from './features/live/live-hub';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { commentsDownload, reactionsDownload, videoNotesDownload } from './features/notes/notes.download';
import { noteLeads } from './features/notes/notes.leads';
import { noteRoutes } from './features/notes/notes.routes';
import { sectionRoutes } from './features/notes/sections.routes';
import { notificationsDownload } from './features/notifications/notifications.download';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { purchasesDownload, salesDownload } from './features/payments/payments.download';
import { paymentRoutes } from './features/payments/payments.routes';
import { sandboxRoutes } from './features/payments/sandbox.routes';
import { webhookRoutes } from './features/payments/webhook.routes';
import { publishedLabsDownload } from './features/published-labs/published-labs.download';
import { publishedLabRoutes } from './features/published-labs/published-labs.routes';
import { purchasedLabRoutes } from './features/purchased-labs/purchased-labs.routes';
import { pushRoutes } from './features/push/push.routes';
import { reportsDownload } from './features/reports/reports.download';
import { reportRoutes } from './features/reports/reports.routes';
import { shoutoutsDownload } from './features/shoutouts/shoutouts.download';
import { shoutoutLeads } from './features/shoutouts/shoutouts.leads';
import { chatRoutes, shoutoutRoutes } from './features/shoutouts/shoutouts.routes';
import { mediaRoutes } from './features/uploads/media.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { workshopCalendar } from './features/workshops/workshops.calendar';
import { workshopsDownload } from './features/workshops/workshops.download';
import { workshopLeads } from './features/workshops/workshops.leads';
import { workshopRoutes } from './features/workshops/workshops.routes';
import { authenticate } from './http/auth';
import { refuseNul } from './http/body';
import { compress } from './http/compress';
import { renderError } from './http/errors';
import { transactionalWrites } from './http/idempotency';
import { requestLog } from './http/logging';
import { securityHeaders } from './http/security';
import { staticRoutes } from './http/static';
import { limitWrites } from './http/write-limits';
import { localized } from './i18n';

export const API_BODY_LIMIT = 1024 * 1024;

/** `live`: the process's live hub (live-hub.ts); without one, /api/live is not served. */
export type AppOptions = { distDir?: string; live?: LiveHub };

/** The writes a new account may make only so many of a minute and a day (http/write-limits.ts). */
const LIMITED_WRITES = {
  '/api/whatiscooking/cooking/comments/': 'comments',
  '/api/e1t1/sharing/comments/': 'comments',
  '/api/chat/': 'comments',
  '/api/whatiscooking/labroom-chat/': 'comments',
  '/api/whatiscooking/cooking/likes/': 'reactions',
  '/api/e1t1/sharing/love/': 'reactions',
  '/api/e1t1/sharing/': 'shoutouts',
} as const;

/** The calendar's sources, by the path segment of their downloads (calendar-source.ts). */
const CALENDAR = { events: eventCalendar, workshops: workshopCalendar };

/** The download of one's data, a JSON file per section, in this order (db/download.ts). */
const DOWNLOAD = [
  accountDownload,
  portfolioDownload,
  videoNotesDownload,
  labsDownload,
  publishedLabsDownload,
  purchasesDownload,
  salesDownload,
  shoutoutsDownload,
  journeysDownload,
  workshopsDownload,
  eventsDownload,
  battlesDownload,
  followsDownload,
  reportsDownload,
  blocksDownload,
  commentsDownload,
  reactionsDownload,
  progressDownload,
  notificationsDownload,
  labRoomDownload,
];

export function createApp(deps: Deps, options: AppOptions = {}) {
  const limit = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: (c) => c.json({ detail: localized(c, msg.tooLarge) }, 413),
  });
  const api = new Hono<AppEnv>()
    // Image bytes have their own, larger limit in the uploads routes.
    .use('*', (c, next) => (c.req.path.startsWith('/api/uploads/original/') ? next() : limit(c, next)))
    // Past what PostgreSQL's pool serves in time, a new request is refused at once (db/pool-wait.ts).
    .use('*', async (c, next) => {
      refuseWhileWaiting(c.var.deps.db);
      await next();
    })
    .use('*', authenticate, transactionalWrites, limitWrites(LIMITED_WRITES))
    .route('/auth', authRoutes)
    .route('/artist', artistRoutes)
    .route('/artist', followRoutes)
    .route('/', blockRoutes)
    .route('/uploads', uploadRoutes)
    .route('/whatiscooking', noteRoutes)
    .route('/whatiscooking', sectionRoutes)
    .route('/whatiscooking', labRoutes)
    .route('/whatiscooking', progressRoutes)
    .route('/whatiscooking', publishedLabRoutes)
    .route('/whatiscooking', purchasedLabRoutes)
    .route('/whatiscooking', labRoomRoutes)
    .route('/payments', paymentRoutes)
    .route('/notifications', notificationRoutes)
    .route('/account', accountRoutes(DOWNLOAD))
    .route('/push', pushRoutes)
    .route('/e1t1', shoutoutRoutes)
    .route('/', chatRoutes)
    .route('/', journeyRoutes)
    .route('/workshops', workshopRoutes)
    .route('/events/battles', battleRoutes)
    .route('/events', eventRoutes)
    .route('/calendar', calendarRoutes(CALENDAR))
    .route('/', reportRoutes)
    .route('/moderation', moderationRoutes)
    .route('/live', options.live ? liveRoutes(options.live) : new Hono<AppEnv>())
    .all('*', (c) => c.json({ detail: localized(c, msg.notFound) }, 404));

  const app = new Hono<AppEnv>()
    // PGlite's gate serves requests, not queries, in the order they came (db/gate.ts).
    .use('*', (_c, next) => asOneRequest(next))
    .use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    // Text (the app's JS, CSS, HTML and API JSON) goes out gzipped; images are left as they are.
    .use('*', requestLog, securityHeaders(deps.config, options.distDir), compress(), refuseNul)
    // Ahead of the API: no user, its own body limit and transaction, and the raw body for the signature.
    .route('/api/payments', webhookRoutes)
    .route('/api', api)
    .route('/media', mediaRoutes)
    .route('/payments-sandbox', sandboxRoutes)
    .onError(renderError);
  if (options.distDir)
    app.route(
      '/',
      staticRoutes(options.distDir, [
        ...noteLeads,
        ...shoutoutLeads,
        ...workshopLeads,
        ...eventLeads,
        ...battleLeads,
        ...artistLeads,
      ]),
    );
  app.notFound((c) => c.json({ detail: localized(c, msg.notFound) }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
