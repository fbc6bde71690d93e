import type { Principal } from '@quire/shared';
import { createSpace, errorOf, newOrganization, outboxTypes, PUBLIC_URL, Status, statusOf, useTestEnvironment, type Org } from '../../test/helpers';
import { urlSigner } from '../lib/signed-urls';
import { sha256 } from '../revision-store/hashing';

// FileService and DownloadService over gRPC: uploads into change requests, reads of the main
// content and of change requests, and the signed download URLs.

const SIGNING_KEY = 'files-test-signing-key-0123456789abcdef';
const MAX_UPLOAD_BYTES = 4096;

const env = useTestEnvironment({ urlSigningKey: SIGNING_KEY, maxUploadBytes: MAX_UPLOAD_BYTES });

const IMAGES = {
  png: { data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP4z8DAwMDAxAADAB3KAgHTt6+ZAAAAAElFTkSuQmCC', 'base64'), width: 2, height: 3 },
  jpeg: { data: Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/wAALCAADAAQBAREA/9k=', 'base64'), width: 4, height: 3 },
  gif: { data: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), width: 1, height: 1 },
  webp: { data: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'), width: 1, height: 1 },
  'svg+xml': { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>'), width: 10, height: 20 },
};

async function spaceWithChangeRequest(org: Org = newOrganization(env)) {
  const space = await createSpace(env, org, 'Docs');
  const { changeRequest } = await env.as(org.admin).createChangeRequest({ spaceId: space.id, subject: 'Files' });
  return { org, space, changeRequest: changeRequest! };
}

type Target = Awaited<ReturnType<typeof spaceWithChangeRequest>>;

const upload = (principal: Principal, target: Target, name: string, data: Uint8Array, contentType = 'application/octet-stream') =>
  env.as(principal).uploadFile({ spaceId: target.space.id, changeRequestId: target.changeRequest.id, name, contentType, data: Buffer.from(data) });

const tokenOf = (downloadUrl: string) => {
  expect(downloadUrl.startsWith(`${PUBLIC_URL}/v1/downloads/`)).toBe(true);
  return downloadUrl.slice(`${PUBLIC_URL}/v1/downloads/`.length);
};

const changeRequestRevision = async (changeRequestId: string) =>
  (await env.db.changeRequest.findUniqueOrThrow({ where: { id: changeRequestId }, select: { revisionId: true } })).revisionId;

describe('UploadFile', () => {
  it('INVALID_ARGUMENT for a bad name or content type, or more bytes than the upload limit', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const before = await changeRequestRevision(target.changeRequest.id);
    for (const [name, contentType, size, message] of [
      ['', 'text/plain', 1, /^name: /],
      ['a/b.txt', 'text/plain', 1, /^name: /],
      ['a\\b.txt', 'text/plain', 1, /^name: /],
      ['x'.repeat(256), 'text/plain', 1, /^name: /],
      ['a.txt', 'not a type', 1, /^contentType: /],
      ['a.txt', 'text/plain', MAX_UPLOAD_BYTES + 1, /^data: .*upload limit/],
    ] as const) {
      const error = await errorOf(upload(admin, target, name, new Uint8Array(size), contentType));
      expect({ name, code: error.code, details: error.details }).toEqual({ name, code: Status.INVALID_ARGUMENT, details: expect.stringMatching(message) });
    }
    expect(await changeRequestRevision(target.changeRequest.id)).toBe(before);
  });

  it('PERMISSION_DENIED below edit or in a locked space, NOT_FOUND outside the organization, INVALID_ARGUMENT in a merged change request', async () => {
    const target = await spaceWithChangeRequest();
    expect(await statusOf(upload(target.org.member('read'), target, 'a.txt', Buffer.from('a')))).toBe(Status.PERMISSION_DENIED);
    expect(await statusOf(upload(newOrganization(env).admin, target, 'a.txt', Buffer.from('a')))).toBe(Status.NOT_FOUND);
    await env.db.changeRequest.update({ where: { id: target.changeRequest.id }, data: { status: 'merged' } });
    expect(await statusOf(upload(target.org.admin, target, 'a.txt', Buffer.from('a')))).toBe(Status.INVALID_ARGUMENT);
    await env.db.space.update({ where: { id: target.space.id }, data: { editMode: 'locked' } });
    expect(await statusOf(upload(target.org.admin, target, 'a.txt', Buffer.from('a')))).toBe(Status.PERMISSION_DENIED);
  });

  it('stores the bytes once, keeps the media type (default application/octet-stream) and measures images', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    for (const [subtype, image] of Object.entries(IMAGES)) {
      const { file } = await upload(admin, target, `image.${subtype}`, image.data, `image/${subtype.toUpperCase()}`);
      expect(file).toEqual({
        id: expect.any(String),
        name: `image.${subtype}`,
        contentType: `image/${subtype}`,
        downloadUrl: expect.stringMatching(/^http:\/\/quire\.test\/v1\/downloads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
        size: image.data.length,
        dimensions: { width: image.width, height: image.height },
        git: undefined,
      });
    }
    const text = (await upload(admin, target, 'notes ünïcode.txt', Buffer.from('hello'), 'text/plain; charset=utf-8')).file!;
    expect(text).toMatchObject({ contentType: 'text/plain', size: 5, dimensions: undefined });
    const raw = (await upload(admin, target, 'blob', Buffer.from([0, 1, 2]), '')).file!;
    expect(raw.contentType).toBe('application/octet-stream');
    // An image type whose bytes are not an image has no dimensions.
    expect((await upload(admin, target, 'fake.png', Buffer.from('nope'), 'image/png')).file!.dimensions).toBeUndefined();
    // Same bytes twice: one blob.
    await upload(admin, target, 'again.txt', Buffer.from('hello'), 'text/plain');
    expect(await env.db.blob.count({ where: { hash: sha256(Buffer.from('hello')) } })).toBe(1);
    const revision = await changeRequestRevision(target.changeRequest.id);
    expect(await outboxTypes(env, revision)).toEqual(['quire.content.revision.created', 'quire.content.file.created']);
  });
});

describe('ListFiles and GetFile', () => {
  it('pages the files in id order with an opaque cursor and a count; main content and change request apart', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const uploaded = [];
    for (let index = 0; index < 5; index++) uploaded.push((await upload(admin, target, `f${index}.txt`, Buffer.from(`file ${index}`), 'text/plain')).file!);
    const ids = uploaded.map((file) => file.id).sort();
    // null: the space's main content.
    const list = (request: { page?: string; limit?: number }, changeRequestId: string | null = target.changeRequest.id) =>
      env.as(target.org.member('read')).listFiles({ spaceId: target.space.id, changeRequestId: changeRequestId ?? undefined, ...request });

    const first = await list({ limit: 2 });
    expect(first.items.map((file) => file.id)).toEqual(ids.slice(0, 2));
    expect(first.count).toBe(5);
    const second = await list({ limit: 2, page: first.next!.page });
    expect(second.items.map((file) => file.id)).toEqual(ids.slice(2, 4));
    const third = await list({ limit: 2, page: second.next!.page });
    expect(third).toMatchObject({ items: [expect.objectContaining({ id: ids[4] })], next: undefined, count: 5 });
    expect((await list({})).items).toHaveLength(5);
    expect(await list({}, null)).toEqual({ items: [], next: undefined, count: 0 });

    expect(await errorOf(list({ page: 'garbage' }))).toMatchObject({ code: Status.INVALID_ARGUMENT, details: 'page: invalid cursor' });
    expect(await statusOf(list({ limit: 1001 }))).toBe(Status.INVALID_ARGUMENT);
    expect(await statusOf(env.as(newOrganization(env).admin).listFiles({ spaceId: target.space.id }))).toBe(Status.NOT_FOUND);

    const get = (fileId: string, changeRequestId: string | null = target.changeRequest.id) =>
      env.as(admin).getFile({ spaceId: target.space.id, changeRequestId: changeRequestId ?? undefined, fileId });
    expect((await get(ids[3])).file).toEqual(second.items[1]);
    expect(await statusOf(get('absentfile'))).toBe(Status.NOT_FOUND);
    expect(await statusOf(get(ids[3], null))).toBe(Status.NOT_FOUND);
  });
});

describe('DeleteFile', () => {
  it('removes the file from the change request; an absent file changes nothing', async () => {
    const target = await spaceWithChangeRequest();
    const admin = target.org.admin;
    const { file } = await upload(admin, target, 'a.txt', Buffer.from('a'), 'text/plain');
    const request = { spaceId: target.space.id, changeRequestId: target.changeRequest.id, fileId: file!.id };
    expect(await statusOf(env.as(target.org.member('comment')).deleteFile(request))).toBe(Status.PERMISSION_DENIED);
    expect(await env.as(admin).deleteFile(request)).toEqual({});
    expect((await env.as(admin).listFiles({ spaceId: target.space.id, changeRequestId: target.changeRequest.id })).count).toBe(0);
    const revision = await changeRequestRevision(target.changeRequest.id);
    expect(await outboxTypes(env, revision)).toEqual(['quire.content.revision.created', 'quire.content.file.deleted']);
    await env.as(admin).deleteFile(request);
    expect(await changeRequestRevision(target.changeRequest.id)).toBe(revision);
  });
});

describe('Download', () => {
  it('answers the bytes, content type and name behind a file download URL, without a principal', async () => {
    const target = await spaceWithChangeRequest();
    const { file } = await upload(target.org.admin, target, 'photo.png', IMAGES.png.data, 'image/png');
    const downloaded = await env.anonymous.download({ token: tokenOf(file!.downloadUrl) });
    expect(downloaded).toEqual({ data: IMAGES.png.data, contentType: 'image/png', fileName: 'photo.png' });
    // Presenting the file again within the window gives the same URL.
    const { file: again } = await env.as(target.org.admin).getFile({ spaceId: target.space.id, changeRequestId: target.changeRequest.id, fileId: file!.id });
    expect(again!.downloadUrl).toBe(file!.downloadUrl);
  });

  it('NOT_FOUND with one message for a tampered, forged, expired, malformed or dangling token', async () => {
    const target = await spaceWithChangeRequest();
    const { file } = await upload(target.org.admin, target, 'a.txt', Buffer.from('secret'), 'text/plain');
    const token = tokenOf(file!.downloadUrl);
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const signer = urlSigner(SIGNING_KEY);
    const tokens = [
      `${Buffer.from(JSON.stringify({ ...payload, name: 'b.txt' })).toString('base64url')}.${signature}`,
      urlSigner('another-key-0123456789abcdef0123456789').sign(payload),
      signer.sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 1 }),
      signer.sign({ ...payload, hash: '0'.repeat(64) }),
      'not-a-token',
      '',
      'x'.repeat(5000),
    ];
    for (const bad of tokens) {
      expect(await errorOf(env.anonymous.download({ token: bad }))).toMatchObject({ code: Status.NOT_FOUND, details: 'Download not found or expired' });
    }
  });
});
