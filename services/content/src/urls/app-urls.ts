/**
 * What an application URL of content names (the forms content's presenters build as
 * `urls.app`, under QUIRE_APP_URL):
 *
 * - `/c/<collectionId>`: a collection;
 * - `/s/<spaceId>`: a space; `/s/<spaceId>/<page path>`: a page of its main content;
 * - `/s/<spaceId>/~/page/<pageId>`: a page by id;
 * - `/s/<spaceId>/~/changes/<number>` and `/s/<spaceId>/~/changes/<number>/<page path>`: a change
 *   request and a page of it;
 * - `/s/<spaceId>/~/revisions/<revisionId>`: the space.
 *
 * `undefined`: the URL is not under QUIRE_APP_URL; `unknown`: it is, in no form above.
 */
export type AppUrlTarget =
  | { kind: 'collection'; collectionId: string }
  | { kind: 'space'; spaceId: string; changeRequest?: string; pageId?: string; pagePath?: string };

export function appUrlTarget(appUrl: string, url: string): AppUrlTarget | 'unknown' | undefined {
  let base: URL;
  let target: URL;
  try {
    base = new URL(`${appUrl}/`);
    target = new URL(url);
  } catch {
    return undefined;
  }
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return undefined;
  let segments: string[];
  try {
    segments = target.pathname
      .slice(base.pathname.length)
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return 'unknown';
  }
  const [kind, id, ...rest] = segments;
  if (kind === 'c' && id && rest.length === 0) return { kind: 'collection', collectionId: id };
  if (kind !== 's' || !id) return 'unknown';
  if (rest.length === 0) return { kind: 'space', spaceId: id };
  if (rest[0] !== '~') return { kind: 'space', spaceId: id, pagePath: rest.join('/') };
  const [, section, key, ...path] = rest;
  if (section === 'page' && key && path.length === 0) return { kind: 'space', spaceId: id, pageId: key };
  if (section === 'changes' && key && /^[1-9]\d{0,8}$/.test(key)) return { kind: 'space', spaceId: id, changeRequest: key, ...(path.length > 0 && { pagePath: path.join('/') }) };
  if (section === 'revisions' && key && path.length === 0) return { kind: 'space', spaceId: id };
  return 'unknown';
}
