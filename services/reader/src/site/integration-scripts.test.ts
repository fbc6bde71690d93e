import { markdownToDocument } from '@quire/documents';
import { contentV1, sitesV1, type identityV1 } from '@quire/proto';
import { createLogger } from '@quire/shared';
import { CONTENT_SECURITY_POLICY } from '../http/respond';
import { contentSecurityPolicyFor, integrationScriptsReader } from './integration-scripts';
import { startTestReader, type TestReader } from '../../test/routes/test-reader';

/**
 * The scripts site installations inject, through the reader's own server with in-memory
 * fakes of sites, content and identity (GetSiteIntegrationScripts): a site with a script
 * includes it and widens its CSP with the script's origin and the integration's policy; another
 * site served by the same reader keeps the reader's policy and includes nothing.
 */

const ORG = 'org1';
const SCRIPT = 'https://api.quire.test/v1/integrations/tracker/installations/inst1/sites/site-docs/script.js';
const SPACE = { id: 'space-guide', title: 'Guide' };

const tree = {
  spaceId: SPACE.id,
  title: SPACE.title,
  revisionId: 'rev-1',
  pages: [{ id: 'p-intro', kind: contentV1.TreePageKind.TREE_PAGE_KIND_DOCUMENT, title: 'Introduction', path: 'introduction', slug: 'introduction', hidden: false }],
} as unknown as contentV1.SpaceTree;

const content = {
  getSpaceTrees: async ({ spaceIds }: { spaceIds: string[] }) => ({ spaces: spaceIds.includes(SPACE.id) ? [tree] : [], omittedSpaceIds: [] }),
  getPageDocuments: async ({ pageIds }: { pageIds: string[] }) => ({
    pages: pageIds.includes('p-intro') ? [{ pageId: 'p-intro', document: markdownToDocument('Welcome.'), markdown: 'Welcome.' }] : [],
    omittedPageIds: [],
  }),
  resolvePagePath: async () => ({}),
};

const readerSite = (name: string): sitesV1.ReaderSite =>
  ({
    id: `site-${name}`,
    organizationId: ORG,
    title: `Acme ${name}`,
    visibility: 'public',
    basename: name,
    published: true,
    sections: [],
    sectionGroups: [],
    siteSpaces: [{ id: 'ss-guide', spaceId: SPACE.id, path: 'guide', default: true, customization: {} }],
    customization: {},
  }) as unknown as sitesV1.ReaderSite;

const sites = {
  openPublishedSite: async ({ siteName }: { siteName: string }) =>
    ['docs', 'other', 'broken'].includes(siteName)
      ? { access: sitesV1.ReaderAccess.READER_ACCESS_GRANTED, grant: sitesV1.ReaderGrant.READER_GRANT_PUBLIC, site: readerSite(siteName) }
      : { access: sitesV1.ReaderAccess.READER_ACCESS_NOT_FOUND },
};

const identityCalls: string[] = [];
const identity = {
  getSiteIntegrationScripts: async ({ siteId }: identityV1.GetSiteIntegrationScriptsRequest): Promise<identityV1.GetSiteIntegrationScriptsResponse> => {
    identityCalls.push(siteId);
    if (siteId === 'site-broken') throw new Error('14 UNAVAILABLE: identity is down');
    if (siteId !== 'site-docs') return { scripts: [] };
    return {
      scripts: [
        {
          integrationId: 'int1',
          integrationName: 'tracker',
          installationId: 'inst1',
          script: SCRIPT,
          cookies: false,
          contentSecurityPolicy: "script-src https://cdn.tracker.test; img-src https://pixel.tracker.test; frame-ancestors *; connect-src https://collect.tracker.test 'nonce-abc' *",
          siteInstallation: {},
        },
      ],
    };
  },
};

let reader: TestReader;
let origin: string;

beforeAll(async () => {
  const logger = createLogger('reader-scripts-test', 'silent');
  reader = await startTestReader({ name: 'reader-scripts-test', sites, content, context: { integrationScripts: integrationScriptsReader({ identity, logger }) } });
  origin = reader.origin;
});

afterAll(async () => {
  await reader.close();
});

const page = (site: string) => fetch(`${origin}/sites/${ORG}/${site}/introduction`);
const directive = (policy: string | null, name: string) => (policy ?? '').split('; ').find((part) => part.startsWith(`${name} `));

describe("a site's integration scripts", () => {
  it('are included (external, async) and widen that page\'s CSP with their origins and the integration\'s fetch directives', async () => {
    const response = await page('docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<script src="${SCRIPT}" async></script>`);
    const policy = response.headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://api.quire.test https://cdn.tracker.test");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' https: data: https://pixel.tracker.test");
    // A nonce and a bare `*` are not plain sources; frame-ancestors is not the integration's to widen.
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://collect.tracker.test");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it("leave another site's pages alone: the reader's own policy, no script", async () => {
    const response = await page('other');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await response.text();
    expect(html).not.toContain('script.js');
    expect(html).not.toContain('tracker');
  });

  it('cost one identity call per site while cached, and a page renders without them when identity fails', async () => {
    identityCalls.length = 0;
    await (await page('docs')).text();
    await (await page('docs')).text();
    expect(identityCalls).toEqual([]);
    const broken = await page('broken');
    expect(broken.status).toBe(200);
    expect(broken.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(identityCalls).toEqual(['site-broken']);
  });
});

describe('contentSecurityPolicyFor', () => {
  it("is the reader's policy without scripts, and starts a directive the reader leaves to default-src from 'self'", () => {
    expect(contentSecurityPolicyFor([])).toBe(CONTENT_SECURITY_POLICY);
    const policy = contentSecurityPolicyFor([{ script: 'https://a.test/x.js', contentSecurityPolicy: 'frame-src https://embed.test; base-uri *; sandbox' }, { script: 'javascript:alert(1)' }]);
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://embed.test");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://a.test");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(policy).not.toContain('sandbox');
  });
});
