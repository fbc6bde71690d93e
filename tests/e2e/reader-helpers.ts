import http from 'node:http';
import type { Site } from '@gitbook/api';
import { SignJWT } from 'jose';
import { createPageInChangeRequest, createSpace, expectOk, type Org } from './content-helpers';
import type { Stack } from './harness';

type Json = Record<string, any>;

/** A GET on a connection of its own (no decompression, no redirect following), as a crawler would send it. */
export function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The cookies a response sets, as a Cookie header. */
export const cookiesOf = (headers: http.IncomingHttpHeaders): string =>
  (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

export type PageInput = { title: string; markdown?: string; document?: Json; description?: string; hidden?: boolean; children?: PageInput[] };

/** Writes the pages (nested ones under their parent) in a change request and merges it. */
export async function mergePages(stack: Stack, org: Org, spaceId: string, pages: PageInput[]): Promise<Json[]> {
  const changeRequest = await expectOk('createChangeRequest', 201, org.gitbook.spaces.createChangeRequest(spaceId, { subject: 'Content' }));
  const created: Json[] = [];
  const write = async (inputs: PageInput[], parent?: string) => {
    for (const input of inputs) {
      const content = input.document ? { document: input.document } : { markdown: input.markdown ?? '' };
      const page = await createPageInChangeRequest(stack, org, spaceId, changeRequest.id, {
        title: input.title,
        content,
        ...(input.description && { description: input.description }),
        ...(input.hidden && { hidden: true }),
        ...(parent && { parent }),
      });
      created.push(page);
      if (input.children) await write(input.children, page.id);
    }
  };
  await write(pages);
  const merged = await expectOk('mergeChangeRequest', 200, org.gitbook.spaces.mergeChangeRequest(spaceId, changeRequest.id));
  expect(merged).toMatchObject({ result: 'merge' });
  return created;
}

/**
 * The four API calls of the README: a space (with pages merged in), a site with it, published;
 * answers the site and its published URL.
 */
export async function publishedSite(stack: Stack, org: Org, spaces: { title: string; pages: PageInput[] }[], siteTitle = 'Docs'): Promise<{ site: Json; url: string; spaces: Json[] }> {
  const made: Json[] = [];
  for (const { title, pages } of spaces) {
    const space = await createSpace(org, title);
    await mergePages(stack, org, space.id, pages);
    made.push(space);
  }
  const site = (await expectOk('createSite', 201, org.gitbook.orgs.createSite(org.organizationId, { title: siteTitle, spaces: made.map((space) => space.id) }))) as Site;
  const published = (await expectOk('publishSite', 200, org.gitbook.orgs.publishSite(org.organizationId, site.id))) as Site;
  return { site: published, url: published.urls.published!, spaces: made };
}

/** A visitor token as GitBook's visitor authentication expects it: HS256 with the site's key. */
export const visitorToken = (key: string, claims: Json, expiresIn: string | number = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime(expiresIn).sign(new TextEncoder().encode(key));

/** Polls `read` until `accept` holds or `timeoutMs` passes; answers how long it took. */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<{ value: T; ms: number }> {
  const since = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value)) return { value, ms: Date.now() - since };
    if (Date.now() - since > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
