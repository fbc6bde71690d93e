import { gitWorkerV1 } from '@quire/proto';
import { newId, type Principal } from '@quire/shared';
import { ClientError } from 'nice-grpc';
import { createSpace, errorOf, newOrganization, Status, statusOf, useTestEnvironment } from '../../test/helpers';
import type { EmbedResolver, ResolvedEmbed } from '../clients/git-worker';

/** The git-worker's part, as the tests program it: what it answers, and which URLs it was asked for. */
const asked: string[] = [];
const titledLink = async (url: string): Promise<ResolvedEmbed> => ({
  kind: gitWorkerV1.EmbedKind.EMBED_KIND_LINK,
  title: `Title of ${url}`,
  site: 'Example',
  resolved: true,
});
let answer = titledLink;
const worker: EmbedResolver = {
  resolve: (url) => {
    asked.push(url);
    return answer(url);
  },
};

const env = useTestEnvironment({ embeds: worker });

beforeEach(() => {
  asked.length = 0;
  answer = titledLink;
});

describe('GetEmbedByUrl', () => {
  it('is NOT_FOUND for an unknown space and for a space of another organization, and asks the worker nothing', async () => {
    const org = newOrganization(env);
    const other = newOrganization(env);
    const space = await createSpace(env, other, 'Elsewhere');
    expect(await statusOf(env.as(org.admin).getEmbedByUrl({ spaceId: newId(), url: 'https://example.com/' }))).toBe(Status.NOT_FOUND);
    expect(await statusOf(env.as(org.admin).getEmbedByUrl({ spaceId: space.id, url: 'https://example.com/' }))).toBe(Status.NOT_FOUND);
    // A guest without a grant on the space does not see it either.
    const own = await createSpace(env, org, 'Own');
    expect(await statusOf(env.as(org.guest()).getEmbedByUrl({ spaceId: own.id, url: 'https://example.com/' }))).toBe(Status.NOT_FOUND);
    expect(asked).toEqual([]);
  });

  it('refuses a URL that is not an absolute http(s) URL, is too long or carries credentials (INVALID_ARGUMENT), before calling the worker', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const cases: [string, string][] = [
      ['', 'url: must not be empty'],
      ['example.com/page', 'url: must be an absolute http or https URL'],
      ['http://', 'url: must be an absolute http or https URL'],
      ['ftp://example.com/', 'url: only http and https URLs can be embedded'],
      ['data:text/html,<b>x</b>', 'url: only http and https URLs can be embedded'],
      [`https://example.com/${'x'.repeat(2030)}`, 'url: must be at most 2048 characters'],
      ['https://me:secret@example.com/', 'url: must not carry credentials'],
    ];
    for (const [url, message] of cases) {
      const error = await errorOf(env.as(org.admin).getEmbedByUrl({ spaceId: space.id, url }));
      expect([url, error.code, error.details]).toEqual([url, Status.INVALID_ARGUMENT, message]);
    }
    expect(asked).toEqual([]);
  });

  it("answers the worker's embed to every reader of the space, as the contract's link or rich embed", async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const readers: Principal[] = [org.admin, org.member('read')];
    for (const reader of readers) {
      const { embed } = await env.as(reader).getEmbedByUrl({ spaceId: space.id, url: 'https://example.com/a' });
      expect(embed).toEqual({ type: 'link', title: 'Title of https://example.com/a', site: 'Example' });
    }
    answer = async () => ({
      kind: gitWorkerV1.EmbedKind.EMBED_KIND_RICH,
      title: 'A video',
      site: 'Videos',
      icon: 'https://videos.example/icon.png',
      html: '<iframe src="https://videos.example/e/1"></iframe>',
      resolved: true,
    });
    const { embed } = await env.as(org.admin).getEmbedByUrl({ spaceId: space.id, url: 'https://videos.example/v/1' });
    expect(embed).toEqual({ type: 'rich', title: 'A video', site: 'Videos', icon: 'https://videos.example/icon.png', html: '<iframe src="https://videos.example/e/1"></iframe>' });
    // A site the worker could not read is its fallback link, answered as it is.
    answer = async (url) => ({ kind: gitWorkerV1.EmbedKind.EMBED_KIND_LINK, title: url, site: 'unreachable.example', resolved: false });
    const fallback = await env.as(org.admin).getEmbedByUrl({ spaceId: space.id, url: 'https://unreachable.example/x' });
    expect(fallback.embed).toEqual({ type: 'link', title: 'https://unreachable.example/x', site: 'unreachable.example' });
    expect(asked).toEqual(['https://example.com/a', 'https://example.com/a', 'https://videos.example/v/1', 'https://unreachable.example/x']);
  });

  it("answers a published site's API token for the spaces its site publishes, and 404 for the others", async () => {
    const org = newOrganization(env);
    const published = await createSpace(env, org, 'Published');
    const unpublished = await createSpace(env, org, 'Unpublished');
    const siteReader: Principal = {
      userId: newId(),
      tokenId: newId(),
      memberships: [],
      teamIds: [],
      kind: 'site-reader',
      siteReader: { organizationId: org.id, siteId: newId(), spaceIds: [published.id] },
    };
    const { embed } = await env.as(siteReader).getEmbedByUrl({ spaceId: published.id, url: 'https://example.com/shown' });
    expect(embed).toEqual({ type: 'link', title: 'Title of https://example.com/shown', site: 'Example' });
    expect(await statusOf(env.as(siteReader).getEmbedByUrl({ spaceId: unpublished.id, url: 'https://example.com/hidden' }))).toBe(Status.NOT_FOUND);
    expect(asked).toEqual(['https://example.com/shown']);
  });

  it('is UNAVAILABLE while the git-worker cannot be reached', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    answer = async () => {
      throw new ClientError('/quire.git_worker.v1.EmbedInternalService/ResolveEmbed', Status.UNAVAILABLE, 'No connection established');
    };
    expect(await statusOf(env.as(org.admin).getEmbedByUrl({ spaceId: space.id, url: 'https://example.com/' }))).toBe(Status.UNAVAILABLE);
  });
});
