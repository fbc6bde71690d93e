// `quire import gitbook`: copies an organization from a GitBook-compatible API into a Quire
// organization (docs/operations.md, "Migrating from GitBook").
//
// 1. Check: the source token and organization, the target token, organization and role, then
//    read the source's whole structure. Any failure here stops the run with nothing written.
// 2. Collections (parents first), then spaces, created or updated.
// 3. Each space's content, in a change request of its own that is merged at the end: files
//    (bytes downloaded and uploaded), pages (parents first, siblings in order), references in
//    documents and link pages rewritten to the new ids, pages gone from the source deleted,
//    order fixed, merge. A space whose source revision has not changed since the last run is
//    skipped.
// 4. Pages whose references named a page of a space written later are written again.
// 5. Sites: title and visibility, sections, site spaces, customization.
//
// Every object written is recorded in the state file (state.mjs) right away: a second run
// updates what changed and creates nothing twice; a run stopped halfway resumes (an open
// change request is reused, and objects created just before the stop are found again).
import pLimit from 'p-limit';
import { ImportError } from './http.mjs';
import { describeSourceError, readPageDocument, readSourceOrganization } from './source.mjs';
import { QuireError } from './target.mjs';
import { fingerprint } from './state.mjs';
import { remapDocument, remapRef } from './references.mjs';

const SPACE_CONCURRENCY = 3;
const DOCUMENT_READ_CONCURRENCY = 4;
// New pages written in one call (createPages takes at most 250 pages and the gateway a 1 MB body;
// 100 keeps a call well within the gateway's deadline on a loaded machine).
const BATCH_PAGES = 100;
const BATCH_BYTES = 600 * 1024;
const CHANGE_REQUEST_SUBJECT = 'Import from GitBook';

const zeroCounts = () => ({
  collections: { created: 0, updated: 0, unchanged: 0 },
  spaces: { created: 0, updated: 0, unchanged: 0 },
  pages: { created: 0, updated: 0, deleted: 0, unchanged: 0 },
  files: { created: 0, updated: 0, deleted: 0, unchanged: 0 },
  sites: { created: 0, updated: 0, unchanged: 0 },
  siteSections: { created: 0, updated: 0, unchanged: 0 },
  siteSpaces: { created: 0, updated: 0, unchanged: 0 },
});

/**
 * Runs one import. `source` is a GitBookAPI client, `target` a Quire client (target.mjs),
 * `download(url)` answers a file's bytes, `state`/`save` the mapping (state.mjs), `progress(line)`
 * writes to stderr. Answers the counts.
 */
export async function importGitbook({ source, target, download, sourceOrg, targetOrg, state, save, progress }) {
  const counts = zeroCounts();
  const started = Date.now();

  // 1. Check everything reachable before writing anything.
  const organization = await checkTarget(target, targetOrg);
  progress(`Reading organization ${sourceOrg} from the source...`);
  const structure = await readSourceOrganization(source, sourceOrg);
  const pageTotal = structure.spaces.reduce((sum, space) => sum + space.pages.length, 0);
  progress(
    `Source "${structure.organization.title}": ${structure.collections.length} collections, ${structure.spaces.length} spaces, ` +
      `${pageTotal} pages, ${structure.sites.length} sites. Importing into "${organization.title}" (${targetOrg}).`,
  );

  const context = { source, target, download, targetOrg, state, save, progress, counts, structure };

  // 2. Collections and spaces.
  await importCollections(context);
  await importSpaces(context);

  // 3. Content, a few spaces at a time (the requests themselves are bounded by the fetch).
  const limit = pLimit(SPACE_CONCURRENCY);
  const deferred = [];
  await Promise.all(
    structure.spaces.map((content, index) =>
      limit(async () => {
        const result = await importSpaceContent(context, content);
        if (result.unresolved.length > 0) deferred.push({ content, pages: result.unresolved });
        progress(`[${index + 1}/${structure.spaces.length}] space "${content.space.title}": ${result.summary}`);
      }),
    ),
  );

  // 4. References to pages of spaces written after the page's own space.
  for (const { content, pages } of deferred) {
    const fixed = await rewriteDeferredPages(context, content, pages);
    progress(`space "${content.space.title}": ${fixed} pages with references to other spaces written again`);
  }

  // 5. Sites.
  for (const site of structure.sites) {
    await importSite(context, site);
    progress(`site "${site.site.title}": done`);
  }
  return { counts, durationMs: Date.now() - started, source: { organization: sourceOrg, title: structure.organization.title }, target: { organization: targetOrg } };
}

async function checkTarget(target, targetOrg) {
  let user;
  try {
    user = await target.get('/user');
  } catch (error) {
    if (error instanceof QuireError && error.status === 401) throw new ImportError(`Quire refused the target token (401): ${error.message}`);
    throw error;
  }
  let organization;
  try {
    organization = await target.get(`/orgs/${encodeURIComponent(targetOrg)}`);
  } catch (error) {
    if (error instanceof QuireError && (error.status === 404 || error.status === 400)) throw new ImportError(`Quire organization ${targetOrg} not found for the target token's user`);
    throw error;
  }
  const member = await target.get(`/orgs/${encodeURIComponent(targetOrg)}/members/${encodeURIComponent(user.id)}`).catch(() => undefined);
  if (member?.role !== 'admin') throw new ImportError(`the target token's user must be an admin of Quire organization ${targetOrg} (is ${member?.role ?? 'not a member'})`);
  return organization;
}

// ---------------------------------------------------------------------------------------------
// Collections and spaces

/** Source objects sorted parents first (a parent that is not a collection of the list: none). */
function parentsFirst(items, parentOf) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const depth = (item, seen = new Set()) => {
    const parent = parentOf(item);
    if (!parent || !byId.has(parent) || seen.has(parent)) return 0;
    seen.add(parent);
    return 1 + depth(byId.get(parent), seen);
  };
  return items.map((item) => ({ item, depth: depth(item) })).sort((a, b) => a.depth - b.depth).map(({ item }) => item);
}

/** Listing of the target's collections or spaces, read once and only when needed (adoption). */
function lazyList(load) {
  let promise;
  return () => (promise ??= load());
}

/**
 * A created object whose id was not recorded (the run stopped between the answer and the
 * write of the state) is found again by title and parent among the target's objects that no
 * mapping names.
 */
function adopt(candidates, mappedIds, { title, parent }) {
  return candidates.find((candidate) => !mappedIds.has(candidate.id) && candidate.title === title && (candidate.parent ?? null) === (parent ?? null));
}

async function importCollections(context) {
  const { target, targetOrg, state, save, counts, structure } = context;
  const list = lazyList(() => target.listAll(`/orgs/${targetOrg}/collections`));
  for (const collection of parentsFirst(structure.collections, (item) => item.parent)) {
    const parent = collection.parent ? state.collections[collection.parent]?.id : undefined;
    const wanted = { title: collection.title, description: collection.description ?? '', parent: parent ?? null };
    const fp = fingerprint(wanted);
    let record = state.collections[collection.id];
    if (record?.pending) {
      const mapped = new Set(Object.values(state.collections).map((entry) => entry.id));
      const found = adopt(await list(), mapped, wanted);
      record = found ? { id: found.id, fp: null } : undefined;
    }
    if (record?.id && record.fp === fp) {
      counts.collections.unchanged += 1;
      continue;
    }
    if (record?.id) {
      const exists = await target.get(`/collections/${record.id}`).catch((error) => (error instanceof QuireError && error.status === 404 ? undefined : Promise.reject(error)));
      if (!exists) record = undefined;
    }
    if (!record?.id) {
      state.collections[collection.id] = { pending: true };
      await save(state);
      const created = await target.post(`/orgs/${targetOrg}/collections`, { title: wanted.title, ...(parent && { parent }) });
      record = { id: created.id, fp: null };
      state.collections[collection.id] = record;
      await save(state);
      counts.collections.created += 1;
    } else {
      counts.collections.updated += 1;
    }
    const current = await target.get(`/collections/${record.id}`);
    if (current.title !== wanted.title || (current.description ?? '') !== wanted.description) {
      await target.patch(`/collections/${record.id}`, { title: wanted.title, description: wanted.description });
    }
    if ((current.parent ?? null) !== wanted.parent) await target.post(`/collections/${record.id}/move`, { parent: wanted.parent });
    state.collections[collection.id] = { id: record.id, fp };
    await save(state);
  }
}

async function importSpaces(context) {
  const { target, targetOrg, state, save, counts, structure } = context;
  const list = lazyList(() => target.listAll(`/orgs/${targetOrg}/spaces`));
  for (const { space } of structure.spaces) {
    const parent = space.parent ? state.collections[space.parent]?.id : undefined;
    const wanted = { title: space.title, emoji: space.emoji ?? null, parent: parent ?? null };
    const fp = fingerprint(wanted);
    let record = state.spaces[space.id];
    if (record?.pending) {
      const mapped = new Set(Object.values(state.spaces).map((entry) => entry.id));
      const found = adopt(await list(), mapped, wanted);
      record = found ? { id: found.id, fp: null, pages: {}, files: {} } : undefined;
    }
    if (record?.id && record.fp === fp) {
      counts.spaces.unchanged += 1;
      continue;
    }
    if (record?.id) {
      const exists = await target.get(`/spaces/${record.id}`).catch((error) => (error instanceof QuireError && error.status === 404 ? undefined : Promise.reject(error)));
      // A space deleted in Quire since the last run is imported again, whole.
      if (!exists) record = undefined;
    }
    if (!record?.id) {
      state.spaces[space.id] = { pending: true };
      await save(state);
      const created = await target.post(`/orgs/${targetOrg}/spaces`, { title: wanted.title, ...(parent && { parent }), ...(wanted.emoji && { emoji: wanted.emoji }), empty: true });
      record = { id: created.id, fp: null, pages: {}, files: {} };
      state.spaces[space.id] = record;
      await save(state);
      counts.spaces.created += 1;
    } else {
      counts.spaces.updated += 1;
    }
    const current = await target.get(`/spaces/${record.id}`);
    if (current.title !== wanted.title || (current.emoji ?? null) !== wanted.emoji) {
      await target.patch(`/spaces/${record.id}`, { title: wanted.title, emoji: wanted.emoji });
    }
    if ((current.parent ?? null) !== wanted.parent) await target.post(`/spaces/${record.id}/move`, { parent: wanted.parent });
    record.fp = fp;
    await save(state);
  }
}

// ---------------------------------------------------------------------------------------------
// Space content

/** Lookups from source ids to target ids, over the whole state (other spaces included). */
function referenceMaps(state, spaceRecord) {
  return {
    page: (sourceSpaceId, pageId) => (sourceSpaceId ? state.spaces[sourceSpaceId] : spaceRecord)?.pages?.[pageId]?.id,
    file: (fileId) => spaceRecord?.files?.[fileId]?.id,
    space: (spaceId) => state.spaces[spaceId]?.id,
    collection: (collectionId) => state.collections[collectionId]?.id,
  };
}

/** What the import writes of a page, besides its content and its position. */
function pageFields(page) {
  return {
    type: page.type,
    title: page.title,
    emoji: page.emoji ?? null,
    icon: page.icon ?? null,
    description: page.description ?? null,
    hidden: page.hidden ?? false,
  };
}

async function importSpaceContent(context, content) {
  const { source, target, download, state, save, counts } = context;
  const { space, revisionId, pages, files } = content;
  const record = state.spaces[space.id];
  record.pages ??= {};
  record.files ??= {};
  if (record.revision === revisionId && !record.changeRequest && !record.unresolved) {
    counts.pages.unchanged += pages.length;
    counts.files.unchanged += files.length;
    return { summary: 'unchanged', unresolved: [] };
  }
  const spaceId = record.id;

  // The change request a stopped run left: still open, it is resumed. Pages and files written
  // in it are recorded with its id (`cr`) until it is merged: if it was merged meanwhile they
  // are on main; if it was closed or deleted, they are gone and their records with them.
  let changeRequestId;
  let resumed = false;
  if (record.changeRequest) {
    const status = await target
      .get(`/spaces/${spaceId}/change-requests/${record.changeRequest}`)
      .then((changeRequest) => changeRequest.status)
      .catch((error) => (error instanceof QuireError && error.status === 404 ? 'gone' : Promise.reject(error)));
    if (status === 'open' || status === 'draft') {
      changeRequestId = record.changeRequest;
      resumed = true;
    } else {
      for (const entries of [record.pages, record.files]) {
        for (const [sourceId, entry] of Object.entries(entries)) {
          if (entry.cr !== record.changeRequest) continue;
          if (status === 'merged') delete entry.cr;
          else delete entries[sourceId];
        }
      }
      record.changeRequest = undefined;
      await save(state);
    }
  }
  const maps = referenceMaps(state, record);
  const sourcePageIds = new Set(pages.map(({ page }) => page.id));
  const sourceFileIds = new Set(files.map((file) => file.id));

  // Which pages changed: their fields, parent and document (its id is its content's hash in
  // GitBook and Quire; without one the document itself is read and hashed).
  const documents = new Map();
  const readLimit = pLimit(DOCUMENT_READ_CONCURRENCY);
  const plans = await Promise.all(
    pages.map(({ page, parent }) =>
      readLimit(async () => {
        const fields = pageFields(page);
        let contentKey = null;
        if (page.type === 'document') {
          if (page.documentId) contentKey = `id:${page.documentId}`;
          else {
            const document = await readPageDocument(source, space.id, page.id);
            documents.set(page.id, document);
            contentKey = `doc:${fingerprint(document)}`;
          }
        } else if (page.type === 'link') {
          contentKey = `link:${fingerprint(page.target ?? null)}`;
        }
        const fp = fingerprint({ fields, parent, contentKey });
        const existing = record.pages[page.id];
        return { page, parent, fields, fp, existing, changed: !existing?.id || existing.fp !== fp };
      }),
    ),
  );
  const fileFp = (file) => fingerprint({ name: file.name, contentType: file.contentType, size: file.size });
  const filesToWrite = files.filter((file) => !record.files[file.id]?.id || record.files[file.id].fp !== fileFp(file));
  const pagesGone = Object.entries(record.pages).filter(([id, entry]) => !sourcePageIds.has(id) && entry.id);
  const filesGone = Object.entries(record.files).filter(([id, entry]) => !sourceFileIds.has(id) && entry.id);
  const changedPages = plans.filter((plan) => plan.changed);
  // The documents to write, read ahead a few at a time (the writes below are sequential).
  await Promise.all(
    changedPages
      .filter(({ page }) => page.type === 'document' && !documents.has(page.id))
      .map(({ page }) => readLimit(async () => documents.set(page.id, await readPageDocument(source, space.id, page.id, page.documentId)))),
  );
  if (changedPages.length === 0 && filesToWrite.length === 0 && pagesGone.length === 0 && filesGone.length === 0 && !changeRequestId) {
    record.revision = revisionId;
    await save(state);
    counts.pages.unchanged += pages.length;
    counts.files.unchanged += files.length;
    return { summary: 'no change', unresolved: [] };
  }

  if (!changeRequestId) {
    const created = await target.post(`/spaces/${spaceId}/change-requests`, { subject: CHANGE_REQUEST_SUBJECT });
    changeRequestId = created.id;
    record.changeRequest = changeRequestId;
    await save(state);
  }
  const cr = `/spaces/${spaceId}/change-requests/${changeRequestId}`;

  // Resuming: pages and files created in this change request by the stopped run whose ids were
  // not recorded are taken over rather than created again.
  if (resumed) await adoptInChangeRequest({ target, cr, changeRequestId, record, plans, files });

  // Files first, so that documents can name them.
  let filesCreated = 0;
  for (const file of filesToWrite) {
    const previous = record.files[file.id];
    const bytes = await download(file.downloadURL);
    const uploaded = await target.upload(`${cr}/content/files`, { name: file.name }, bytes, file.contentType);
    record.files[file.id] = { id: uploaded.id, fp: fileFp(file), name: file.name, cr: changeRequestId };
    await save(state);
    if (previous?.id) {
      await deleteIgnoringMissing(target, `${cr}/content/files/${previous.id}`);
      counts.files.updated += 1;
    } else {
      counts.files.created += 1;
      filesCreated += 1;
    }
  }
  counts.files.unchanged += files.length - filesToWrite.length;

  // Pages: documents and groups parents first, then links (whose targets may come later in
  // the tree). Contents naming pages not written yet are written in a second pass.
  const secondPass = [];
  const unresolved = [];
  let pagesCreated = 0;
  let pagesUpdated = 0;
  // What a page write sends besides its position: fields, then content (documents) or target
  // (links). References to pages not written yet are left out for now (second pass).
  const bodyOf = (plan) => {
    const { page, fields } = plan;
    const body = { title: fields.title, hidden: fields.hidden };
    if (fields.emoji) body.emoji = fields.emoji;
    else if (fields.icon) body.icon = fields.icon;
    if (fields.description) body.description = fields.description;
    let resolved = true;
    if (page.type === 'document') {
      const document = documents.get(page.id);
      const remapped = remapDocument(document, maps, space.id);
      body.content = { document: remapped.document };
      resolved = remapped.resolved;
      if (!resolved) secondPass.push({ plan, document });
    } else if (page.type === 'link') {
      const remapped = remapRef(page.target, maps, space.id);
      resolved = remapped.resolved;
      body.target = resolved ? remapped.ref : { kind: 'url', url: page.href || 'https://example.invalid/' };
      if (!resolved) secondPass.push({ plan });
    }
    return { body, resolved };
  };

  // New pages: many at a time, in one revision each (createPages, the batch extension route),
  // parents first (documents and groups, then links, whose targets may be anywhere in the
  // tree). A batch's page nests under a page written before (its id) or under one of the same
  // batch (its key). Siblings come in the source's order; fixOrder settles the rest.
  const creations = changedPages.filter((plan) => !record.pages[plan.page.id]?.id);
  const byDepth = (plan) => {
    let depth = 0;
    for (let parent = plan.parent; parent; parent = pageById.get(parent)?.parent) depth += 1;
    return depth;
  };
  const pageById = new Map(pages.map((entry) => [entry.page.id, entry]));
  const nonLinkCreations = creations.filter((plan) => plan.page.type !== 'link').sort((a, b) => byDepth(a) - byDepth(b));
  const linkCreations = creations.filter((plan) => plan.page.type === 'link');
  let batch = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const items = batch;
    batch = [];
    batchBytes = 0;
    const written = await createPages(target, cr, record, items.map(({ item }) => item));
    written.forEach((page, index) => {
      const { plan, resolved } = items[index];
      record.pages[plan.page.id] = { id: page.id, fp: resolved ? plan.fp : null, cr: changeRequestId };
    });
    pagesCreated += items.length;
    await save(state);
  };
  const add = async (plan) => {
    const { body, resolved } = bodyOf(plan);
    const item = { key: plan.page.id, type: plan.page.type, ...body };
    const bytes = Buffer.byteLength(JSON.stringify(item));
    if (batch.length > 0 && (batch.length >= BATCH_PAGES || batchBytes + bytes > BATCH_BYTES)) await flush();
    // The parent: written before (its id), or in this batch (its key).
    if (plan.parent && record.pages[plan.parent]?.id) item.parent = record.pages[plan.parent].id;
    else if (plan.parent && batch.some(({ plan: other }) => other.page.id === plan.parent)) item.parentKey = plan.parent;
    batch.push({ plan, item, resolved });
    batchBytes += bytes;
  };
  for (const plan of nonLinkCreations) await add(plan);
  // Links once every other page has its id (their targets may name any of them).
  await flush();
  for (const plan of linkCreations) await add(plan);
  await flush();

  // Pages written before: updated one at a time, parents first.
  const created = new Set(creations);
  for (const plan of changedPages.filter((entry) => !created.has(entry))) {
    const { fields } = plan;
    const { body, resolved } = bodyOf(plan);
    const parent = plan.parent ? record.pages[plan.parent]?.id ?? null : null;
    const existing = record.pages[plan.page.id];
    const written = await target.patch(`${cr}/content/page/${existing.id}`, {
      ...body,
      parent,
      emoji: fields.emoji,
      ...(fields.emoji ? {} : { icon: fields.icon }),
      description: fields.description,
    });
    pagesUpdated += 1;
    record.pages[plan.page.id] = { id: written.id, fp: resolved ? plan.fp : null, cr: changeRequestId };
    await save(state);
  }

  for (const { plan, document } of secondPass) {
    const entry = record.pages[plan.page.id];
    let resolved;
    if (plan.page.type === 'link') {
      const remapped = remapRef(plan.page.target, maps, space.id);
      resolved = remapped.resolved;
      if (resolved) await target.patch(`${cr}/content/page/${entry.id}`, { target: remapped.ref });
    } else {
      const remapped = remapDocument(document, maps, space.id);
      resolved = remapped.resolved;
      await target.patch(`${cr}/content/page/${entry.id}`, { content: { document: remapped.document } });
    }
    if (resolved) entry.fp = plan.fp;
    else unresolved.push(plan.page.id);
    await save(state);
  }

  // Pages gone from the source (a deleted parent takes its children along: 404s are fine).
  for (const [sourceId, entry] of pagesGone) {
    await deleteIgnoringMissing(target, `${cr}/content/page/${entry.id}`);
    delete record.pages[sourceId];
    counts.pages.deleted += 1;
    await save(state);
  }
  for (const [sourceId, entry] of filesGone) {
    await deleteIgnoringMissing(target, `${cr}/content/files/${entry.id}`);
    delete record.files[sourceId];
    counts.files.deleted += 1;
    await save(state);
  }

  await fixOrder({ target, cr, record, pages });

  await mergeChangeRequest(target, cr, space.title);
  for (const entry of [...Object.values(record.pages), ...Object.values(record.files)]) delete entry.cr;
  record.changeRequest = undefined;
  record.revision = revisionId;
  record.unresolved = unresolved.length > 0 || undefined;
  await save(state);
  counts.pages.created += pagesCreated;
  counts.pages.updated += pagesUpdated;
  counts.pages.unchanged += pages.length - changedPages.length;
  const summary =
    `${pages.length} pages (${pagesCreated} created, ${pagesUpdated} updated, ${pagesGone.length} deleted), ` +
    `${files.length} files (${filesCreated} created, ${filesToWrite.length - filesCreated} replaced, ${filesGone.length} deleted)`;
  return { summary, unresolved };
}

/** Answers that may hide a write that happened: the gateway gave up waiting, or the connection dropped. */
const uncertain = (error) => (error instanceof QuireError ? [502, 503, 504].includes(error.status) : !(error instanceof ImportError) || /cannot reach|did not answer/.test(error.message));

/**
 * Creates pages in the change request, in one call (one revision: all or nothing). When the
 * answer leaves it open whether they were created (a 504 from a busy Quire), the change
 * request is searched for them (same title, type and parent, named by no record) before
 * trying again, so that a retry creates nothing twice. Answers the pages in `items` order.
 */
async function createPages(target, cr, record, items) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { pages } = await target.post(`${cr}/content/pages/batch`, { pages: items });
      return pages;
    } catch (error) {
      if (!uncertain(error) || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000 * (attempt + 1)));
      const mapped = new Set(Object.values(record.pages).map((entry) => entry.id));
      const candidates = await changeRequestPages(target, cr);
      const idsByKey = new Map();
      const found = [];
      for (const item of items) {
        const parent = item.parentKey ? idsByKey.get(item.parentKey) : (item.parent ?? null);
        const match = candidates.find((candidate) => !mapped.has(candidate.id) && candidate.title === item.title && candidate.type === item.type && candidate.parent === parent);
        if (!match) break;
        mapped.add(match.id);
        idsByKey.set(item.key, match.id);
        found.push(match);
      }
      // The batch was written whole (one revision): every page is there, or none is.
      if (found.length === items.length) return found;
    }
  }
}

/** Merges; an uncertain answer is checked against the change request's status before a retry. */
async function mergeChangeRequest(target, cr, title) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const merged = await target.post(`${cr}/merge`, {});
      if (merged?.result && merged.result !== 'merge') throw new ImportError(`merging the import of space "${title}" answered ${merged.result}`);
      return;
    } catch (error) {
      if (!uncertain(error) || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000 * (attempt + 1)));
      if ((await target.get(cr)).status === 'merged') return;
    }
  }
}

async function deleteIgnoringMissing(target, path) {
  try {
    await target.delete(path);
  } catch (error) {
    if (!(error instanceof QuireError && error.status === 404)) throw error;
  }
}

/** The change request's page tree as a flat list with each page's parent id. */
async function changeRequestPages(target, cr) {
  const { pages } = await target.get(`${cr}/content/pages`);
  const out = [];
  const walk = (list, parent) => {
    for (const page of list) {
      out.push({ id: page.id, title: page.title, type: page.type, parent });
      if (Array.isArray(page.pages)) walk(page.pages, page.id);
    }
  };
  walk(pages, null);
  return out;
}

async function adoptInChangeRequest({ target, cr, changeRequestId, record, plans, files }) {
  const mappedPages = new Set(Object.values(record.pages).map((entry) => entry.id));
  const targetPages = await changeRequestPages(target, cr);
  // Parents first: a child's parent is adopted before the child is looked for.
  for (const plan of plans) {
    if (record.pages[plan.page.id]?.id) continue;
    const parent = plan.parent ? record.pages[plan.parent]?.id ?? null : null;
    const found = targetPages.find((candidate) => !mappedPages.has(candidate.id) && candidate.title === plan.page.title && candidate.type === plan.page.type && candidate.parent === parent);
    if (found) {
      mappedPages.add(found.id);
      record.pages[plan.page.id] = { id: found.id, fp: null, cr: changeRequestId };
    }
  }
  const mappedFiles = new Set(Object.values(record.files).map((entry) => entry.id));
  const pendingFiles = files.filter((file) => !record.files[file.id]?.id);
  if (pendingFiles.length === 0) return;
  const targetFiles = await target.listAll(`${cr}/content/files`);
  for (const file of pendingFiles) {
    const found = targetFiles.find((candidate) => !mappedFiles.has(candidate.id) && candidate.name === file.name && candidate.size === file.size);
    if (found) {
      mappedFiles.add(found.id);
      record.files[file.id] = { id: found.id, fp: fingerprint({ name: file.name, contentType: file.contentType, size: file.size }), name: file.name, cr: changeRequestId };
    }
  }
}

/** Puts every parent's imported children in the source's order (pages appended or moved). */
async function fixOrder({ target, cr, record, pages }) {
  const targetPages = await changeRequestPages(target, cr);
  const actualChildren = new Map();
  for (const page of targetPages) {
    const list = actualChildren.get(page.parent) ?? [];
    list.push(page.id);
    actualChildren.set(page.parent, list);
  }
  const expectedChildren = new Map();
  for (const { page, parent } of pages) {
    const parentId = parent ? record.pages[parent]?.id ?? null : null;
    const id = record.pages[page.id]?.id;
    if (!id) continue;
    const list = expectedChildren.get(parentId) ?? [];
    list.push(id);
    expectedChildren.set(parentId, list);
  }
  for (const [parentId, expected] of expectedChildren) {
    const wanted = new Set(expected);
    const actual = (actualChildren.get(parentId) ?? []).filter((id) => wanted.has(id));
    for (let index = 0; index < expected.length; index += 1) {
      if (actual[index] === expected[index]) continue;
      const position = index === 0 ? { before: actual[0] } : { after: expected[index - 1] };
      await target.patch(`${cr}/content/page/${expected[index]}`, { parent: parentId, position });
      const from = actual.indexOf(expected[index]);
      if (from >= 0) actual.splice(from, 1);
      actual.splice(index, 0, expected[index]);
    }
  }
}

async function rewriteDeferredPages(context, content, pageIds) {
  const { source, target, state, save } = context;
  const record = state.spaces[content.space.id];
  const maps = referenceMaps(state, record);
  const { id: changeRequestId } = await target.post(`/spaces/${record.id}/change-requests`, { subject: `${CHANGE_REQUEST_SUBJECT}: references` });
  const cr = `/spaces/${record.id}/change-requests/${changeRequestId}`;
  let fixed = 0;
  let left = false;
  for (const pageId of pageIds) {
    const { page } = content.pages.find((entry) => entry.page.id === pageId);
    const entry = record.pages[pageId];
    if (page.type === 'link') {
      const remapped = remapRef(page.target, maps, content.space.id);
      if (!remapped.resolved) {
        left = true;
        continue;
      }
      await target.patch(`${cr}/content/page/${entry.id}`, { target: remapped.ref });
    } else {
      const remapped = remapDocument(await readPageDocument(source, content.space.id, pageId, page.documentId), maps, content.space.id);
      if (!remapped.resolved) left = true;
      await target.patch(`${cr}/content/page/${entry.id}`, { content: { document: remapped.document } });
    }
    fixed += 1;
  }
  await mergeChangeRequest(target, cr, content.space.title);
  // References to what the source does not let us import stay as they are; the next run
  // tries them again only when the page changes.
  record.unresolved = left || undefined;
  for (const pageId of pageIds) record.pages[pageId].fp ??= 'references-left';
  await save(state);
  return fixed;
}

// ---------------------------------------------------------------------------------------------
// Sites

async function importSite(context, { site, sections, siteSpaces, customization }) {
  const { target, targetOrg, state, save, counts } = context;
  const base = `/orgs/${targetOrg}/sites`;
  let record = state.sites[site.id];
  if (record?.pending) {
    const candidates = await target.listAll(base);
    const mapped = new Set(Object.values(state.sites).map((entry) => entry.id));
    const found = candidates.find((candidate) => !mapped.has(candidate.id) && candidate.title === site.title);
    record = found ? { id: found.id, fp: null, sections: {}, siteSpaces: {} } : undefined;
  }
  if (record?.id) {
    const exists = await target.get(`${base}/${record.id}`).catch((error) => (error instanceof QuireError && error.status === 404 ? undefined : Promise.reject(error)));
    if (!exists) record = undefined;
  }
  const wanted = { title: site.title, visibility: site.visibility };
  const fp = fingerprint(wanted);
  if (!record?.id) {
    state.sites[site.id] = { pending: true };
    await save(state);
    const created = await target.post(base, { title: site.title, ...(site.type && { type: site.type }) });
    record = { id: created.id, fp: null, sections: {}, siteSpaces: {} };
    state.sites[site.id] = record;
    await save(state);
    counts.sites.created += 1;
  } else if (record.fp === fp) {
    counts.sites.unchanged += 1;
  } else {
    counts.sites.updated += 1;
  }
  const sitePath = `${base}/${record.id}`;
  if (record.fp !== fp) {
    await target.patch(sitePath, wanted);
    record.fp = fp;
    await save(state);
  }

  // Sections (each created with its first site space), then the site spaces of each.
  const spaceOf = (siteSpace) => state.spaces[siteSpace.space?.id ?? siteSpace.space]?.id;
  const currentSiteSpaces = () => target.listAll(`${sitePath}/site-spaces`);
  for (const section of sections) {
    const wantedSection = { title: section.title, icon: section.icon ?? null, description: section.description ?? null, path: section.path };
    const sectionFp = fingerprint(wantedSection);
    let sectionRecord = record.sections[section.id];
    const first = section.siteSpaces?.[0];
    if (!sectionRecord?.id) {
      const spaceId = first && spaceOf(first);
      if (!spaceId) continue;
      const created = await target.post(`${sitePath}/sections`, { spaceId, title: section.title, ...(section.icon && { icon: section.icon }) });
      sectionRecord = { id: created.id, fp: null };
      record.sections[section.id] = sectionRecord;
      const firstTarget = created.siteSpaces?.[0]?.id ?? created.defaultSiteSpace;
      if (firstTarget) record.siteSpaces[first.id] = { id: firstTarget, fp: null };
      await save(state);
      counts.siteSections.created += 1;
    } else if (sectionRecord.fp === sectionFp) {
      counts.siteSections.unchanged += 1;
    } else {
      counts.siteSections.updated += 1;
    }
    if (sectionRecord.fp !== sectionFp) {
      await target.patch(`${sitePath}/sections/${sectionRecord.id}`, {
        title: section.title,
        ...(section.path && { path: section.path }),
        icon: section.icon ?? null,
        description: section.description ?? null,
      });
      sectionRecord.fp = sectionFp;
      await save(state);
    }
  }

  for (const siteSpace of siteSpaces) {
    const spaceId = spaceOf(siteSpace);
    if (!spaceId) continue;
    const wantedSiteSpace = { path: siteSpace.path, spaceId, condition: siteSpace.condition ?? null };
    const siteSpaceFp = fingerprint(wantedSiteSpace);
    let entry = record.siteSpaces[siteSpace.id];
    if (!entry?.id) {
      const sectionId = siteSpace.section ? record.sections[siteSpace.section]?.id : undefined;
      // A site space of this space in that section may exist already (created with its
      // section, or by a stopped run).
      const existing = (await currentSiteSpaces()).find(
        (candidate) => candidate.space?.id === spaceId && (candidate.section ?? undefined) === sectionId && !Object.values(record.siteSpaces).some((mapped) => mapped.id === candidate.id),
      );
      const created = existing ?? (await target.post(`${sitePath}/site-spaces`, { spaceId, ...(sectionId && { sectionId }) }));
      entry = { id: created.id, fp: null };
      record.siteSpaces[siteSpace.id] = entry;
      await save(state);
      counts.siteSpaces.created += 1;
    } else if (entry.fp === siteSpaceFp) {
      counts.siteSpaces.unchanged += 1;
    } else {
      counts.siteSpaces.updated += 1;
    }
    if (entry.fp !== siteSpaceFp) {
      await target.patch(`${sitePath}/site-spaces/${entry.id}`, { path: siteSpace.path, spaceId, condition: siteSpace.condition ?? null });
      entry.fp = siteSpaceFp;
      await save(state);
    }
  }

  // Links of the header and footer may name pages and spaces: they get the imported ids.
  const remapped = remapDocument(customization, referenceMaps(state, undefined), undefined).document;
  const customizationFp = fingerprint(remapped);
  if (record.customization !== customizationFp) {
    await target.put(`${sitePath}/customization`, remapped);
    record.customization = customizationFp;
    await save(state);
  }
  if (site.published && !record.published) {
    await target.post(`${sitePath}/publish`, {});
    record.published = true;
    await save(state);
  }
}

export { describeSourceError };
