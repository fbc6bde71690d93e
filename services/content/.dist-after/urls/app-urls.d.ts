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
export type AppUrlTarget = {
    kind: 'collection';
    collectionId: string;
} | {
    kind: 'space';
    spaceId: string;
    changeRequest?: string;
    pageId?: string;
    pagePath?: string;
};
export declare function appUrlTarget(appUrl: string, url: string): AppUrlTarget | 'unknown' | undefined;
