// The source side of an import: any GitBook-compatible API (GitBook itself, another Quire) read
// with the official client `GitBookAPI` of @gitbook/api. Everything but page documents and file
// bytes is read before anything is written, so that a wrong token, an unknown organization or
// an unreachable API stops the run with nothing written.
import { GitBookAPI, GitBookAPIError } from '@gitbook/api';
import { ImportError } from './http.mjs';

export function createSourceClient({ baseUrl, token, fetch }) {
  const endpoint = baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  return new GitBookAPI({ endpoint, authToken: token, serviceBinding: { fetch } });
}

/** Turns the client's error into a message naming the source and what failed. */
export function describeSourceError(error, what) {
  if (error instanceof GitBookAPIError) {
    if (error.code === 401) return new ImportError(`the source API refused the token (401 reading ${what}): ${error.errorMessage}`);
    if (error.code === 403) return new ImportError(`the source token may not read ${what} (403): ${error.errorMessage}`);
    if (error.code === 404) return new ImportError(`${what} not found in the source (404): ${error.errorMessage}`);
    return new ImportError(`the source API answered ${error.code} reading ${what}: ${error.errorMessage}`);
  }
  return error;
}

async function read(what, call) {
  try {
    return (await call()).data;
  } catch (error) {
    throw describeSourceError(error, what);
  }
}

async function readAll(what, call) {
  const items = [];
  let page;
  do {
    const data = await read(what, () => call({ limit: 1000, page }));
    items.push(...data.items);
    page = data.next?.page;
  } while (page);
  return items;
}

/** Flattens a page tree: parents before their children, siblings in order. */
export function flattenPages(pages, parent = null, out = []) {
  for (const page of pages) {
    out.push({ page, parent });
    if (Array.isArray(page.pages)) flattenPages(page.pages, page.id, out);
  }
  return out;
}

/** The organization's structure: collections, spaces with their page trees and files, sites. */
export async function readSourceOrganization(api, organizationId, { onSpace = () => {} } = {}) {
  const organization = await read(`organization ${organizationId}`, () => api.orgs.getOrganizationById(organizationId));
  const collections = await readAll('collections', (query) => api.orgs.listCollectionsInOrganizationById(organizationId, { ...query, nested: true }));
  const spaces = (await readAll('spaces', (query) => api.orgs.listSpacesInOrganizationById(organizationId, query))).filter((space) => !space.deletedAt);
  const contents = await Promise.all(
    spaces.map(async (space) => {
      const [revision, pages, files] = await Promise.all([
        read(`the current revision of space ${space.id}`, () => api.spaces.getCurrentRevision(space.id, { metadata: false })),
        read(`the pages of space ${space.id}`, () => api.spaces.listPages(space.id, { metadata: false })),
        readAll(`the files of space ${space.id}`, (query) => api.spaces.listFiles(space.id, { ...query, metadata: false })),
      ]);
      onSpace(space);
      return { space, revisionId: revision.id, pages: flattenPages(pages.pages), files };
    }),
  );
  const sites = await Promise.all(
    (await readAll('sites', (query) => api.orgs.listSites(organizationId, query))).map(async (site) => {
      const [sections, siteSpaces, customization] = await Promise.all([
        readAll(`the sections of site ${site.id}`, (query) => api.orgs.listSiteSections(organizationId, site.id, query)),
        readAll(`the site spaces of site ${site.id}`, (query) => api.orgs.listSiteSpaces(organizationId, site.id, query)),
        read(`the customization of site ${site.id}`, () => api.orgs.getSiteCustomizationById(organizationId, site.id)),
      ]);
      return { site, sections, siteSpaces, customization };
    }),
  );
  return { organization, collections, spaces: contents, sites };
}

/**
 * A document page's GitBook JSON document: by its `documentId` when the listing gave one (the
 * document alone), else through the page (whose answer may carry its children's documents too).
 */
export async function readPageDocument(api, spaceId, pageId, documentId) {
  if (documentId) {
    return read(`document ${documentId} of page ${pageId} in space ${spaceId}`, () => api.spaces.getDocumentById(spaceId, documentId));
  }
  const page = await read(`page ${pageId} of space ${spaceId}`, () => api.spaces.getPageById(spaceId, pageId, { format: 'document', metadata: false }));
  return page.document ?? { object: 'document', data: {}, nodes: [] };
}
