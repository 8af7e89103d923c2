/**
 * /api/artist: portfolio create and update (owner only), and the public directory: lists, search,
 * detail, bio and battle results. Username paths answer with or without a trailing slash: the spec's generic
 * writes use both forms.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { artistSearchQuery, portfolioInput, portfolioPatch } from '../../../shared/schemas/artists';
import type { AppEnv, AuthUser, Deps } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { requireReadyUploads } from '../../storage/ready-uploads';
import { listResults } from '../battles/battle-results';
import { findPortfolio, listPortfolios, readPortfolio, searchArtists } from './artists.service';
import { listLegacyArtists } from './legacy-list.service';
import { toBio, toPortfolio, toPortfolioDetail } from './portfolio-shape';
import { createPortfolio, ownPortfolio, updatePortfolio } from './portfolios.service';

const factory = createFactory<AppEnv>();

/** The portfolio's page as the viewer reads it: what its read and its writes answer alike. */
const portfolioPage = async (deps: Deps, viewer: AuthUser | null, username: string) =>
  toPortfolioDetail(await readPortfolio(deps, viewer, username));

const showPortfolio = factory.createHandlers(async (c) =>
  c.json(await portfolioPage(c.var.deps, c.var.user, c.req.param('username') ?? '')),
);

const changePortfolio = factory.createHandlers(requireUser, body(portfolioPatch), async (c) => {
  const { deps, user, body: patch } = c.var;
  const portfolio = await ownPortfolio(deps, user, c.req.param('username') ?? '');
  await requireReadyUploads(deps, user, { photo: patch.photo, cover: patch.cover });
  await updatePortfolio(deps, user, portfolio, patch);
  return c.json(await portfolioPage(deps, user, portfolio.username));
});

const showBio = factory.createHandlers(async (c) =>
  c.json(toBio(await findPortfolio(c.var.deps, c.var.user, c.req.param('username') ?? ''))),
);

export const artistRoutes = new Hono<AppEnv>()
  .post('/portfolios/', requireUser, body(portfolioInput), async (c) => {
    const { deps, user, body: input } = c.var;
    await requireReadyUploads(deps, user, { photo: input.photo, cover: input.cover });
    await createPortfolio(deps, user, input);
    return c.json(await portfolioPage(deps, user, user.username), 201);
  })
  .get('/portfolios/list/', async (c) => {
    const page = readPage(c);
    const { rows, count } = await listPortfolios(c.var.deps, c.var.user, page);
    return c.json(listPage(c, page, rows.map(toPortfolio), count, (p) => p.id));
  })
  .get('/portfolios/legacy/list/', async (c) => {
    const page = readPage(c);
    const { rows, count } = await listLegacyArtists(c.var.deps, c.var.user, page);
    const paged = listPage(c, page, rows, count, (row) => row.position);
    return c.json({ ...paged, results: paged.results.map((row) => row.entry) });
  })
  .get('/search/', query(artistSearchQuery), async (c) =>
    c.json((await searchArtists(c.var.deps, c.var.user, c.var.query.query)).map(toPortfolio)),
  )
  .get('/portfolios/:username', ...showPortfolio)
  .get('/portfolios/:username/', ...showPortfolio)
  .patch('/portfolios/:username', ...changePortfolio)
  .patch('/portfolios/:username/', ...changePortfolio)
  .get('/bios/:username', ...showBio)
  .get('/bios/:username/', ...showBio)
  .get('/portfolios/:username/results/', async (c) => {
    const { deps, user } = c.var;
    const page = readPage(c);
    const portfolio = await findPortfolio(deps, user, c.req.param('username'));
    const { rows, count } = await listResults(deps, user?.id ?? null, portfolio.userId, page);
    return c.json(listPage(c, page, rows, count, (result) => result.battle));
  });
