// Part of `npm run bench -- content`: the organization-wide search (`GET /orgs/{org}/search`)
// over 100,000 pages in 100 spaces. An organization of its own (so that the content group's
// other spaces are not searched) gets 100 spaces of 1,000 pages of the search group's
// generated documentation, each seeded through content's revision store and indexed from
// scratch with the operator rpc; then the search group's query mix is sent through the gateway
// at 1 connection, and the p95 is the target.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createChannel, createClient } from 'nice-grpc';
import proto from '@quire/proto';
import { ROOT } from '../lib/stack.mjs';
import { measureSearches, queryMix, seedSpace } from './search.mjs';

const require = createRequire(import.meta.url);
const { createPrismaClient } = require(path.join(ROOT, 'services', 'content', 'dist', 'db.js'));

const SPACES = Number(process.env.BENCH_ORG_SEARCH_SPACES || 100);
const PAGES_PER_SPACE = Number(process.env.BENCH_ORG_SEARCH_PAGES || 1000);

export async function runOrgSearchBench({ api, baseUrl, identityGrpcAddress, contentGrpcAddress, contentDatabaseUrl, log }) {
  const db = createPrismaClient(contentDatabaseUrl);
  const identityChannel = createChannel(identityGrpcAddress);
  const contentChannel = createChannel(contentGrpcAddress);
  try {
    const identity = createClient(proto.identityV1.AdminServiceDefinition, identityChannel);
    const searchAdmin = createClient(proto.contentV1.SearchAdminServiceDefinition, contentChannel);
    const { organization, token } = await identity.createOrganization({ title: 'Organization search bench', ownerEmail: 'org-search-bench@quire.local' });
    const titles = [];
    const started = Date.now();
    for (let s = 0; s < SPACES; s += 1) {
      const space = await api(token, 'POST', `/orgs/${organization.id}/spaces`, { title: `Org search bench ${s + 1}` });
      // Seeds of their own: the search group's spaces use 1..10.
      const seeded = await seedSpace(db, space.id, 1000 + s, PAGES_PER_SPACE);
      await searchAdmin.reindexSpace({ spaceId: space.id }, { deadline: new Date(Date.now() + 10 * 60 * 1000) });
      titles.push(...seeded.pages.filter((_, index) => index % 50 === 0).map((page) => page.title));
      if ((s + 1) % 10 === 0) log(`org search: ${s + 1}/${SPACES} spaces of ${PAGES_PER_SPACE} pages seeded and indexed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    const read = await measureSearches({
      url: `${baseUrl}/orgs/${organization.id}/search`,
      token,
      queries: queryMix(titles),
      connections: 1,
      log,
      title: `org search, ${SPACES} spaces of ${PAGES_PER_SPACE.toLocaleString('en')} pages, 1 connection`,
    });
    return {
      read,
      target: `target org-search-p95-ms: ${read.p95.toFixed(1)} (goal <= 50)`,
    };
  } finally {
    identityChannel.close();
    contentChannel.close();
    await db.$disconnect();
  }
}
