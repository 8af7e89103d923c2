import { lighthouseFigures, seededSite } from './tests/bench/lighthouse';
const site = await seededSite();
try {
  const routes = site.routes.filter((r) => ['/ (visitor)', '/whatiscooking/{uuid}', '/artists'].includes(r.name));
  for (const line of await lighthouseFigures({ ...site, routes })) console.log(line);
} finally {
  await site.stop();
}
