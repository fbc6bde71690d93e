"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planImport = planImport;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const fractional_indexing_1 = require("fractional-indexing");
const equality_1 = require("../content-tree/equality");
const outline_1 = require("../content-tree/outline");
const validate_1 = require("../content-tree/validate");
const schemas_1 = require("../files/schemas");
const schemas_2 = require("../pages/schemas");
const store_1 = require("../revision-store/store");
const bodies_1 = require("../revision-store/bodies");
const hrefs_1 = require("./hrefs");
const schemas_3 = require("./schemas");
const KINDS = {
    [proto_1.contentV1.PageType.PAGE_TYPE_UNSPECIFIED]: 'document',
    [proto_1.contentV1.PageType.PAGE_TYPE_DOCUMENT]: 'document',
    [proto_1.contentV1.PageType.PAGE_TYPE_GROUP]: 'group',
    [proto_1.contentV1.PageType.PAGE_TYPE_LINK]: 'link',
};
const MAX_SLUG_LENGTH = 100;
/** The first of `wanted`, `wanted-2`, `wanted-3`... that no sibling has, kept within 100 characters. */
function freeSlug(wanted, taken) {
    if (!taken.has(wanted))
        return wanted;
    for (let n = 2;; n++) {
        const suffix = `-${n}`;
        const candidate = `${wanted.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/[-_.]+$/, '')}${suffix}`;
        if (!taken.has(candidate))
            return candidate;
    }
}
/** A page's depth in the base (the top level is 1). */
function depthIn(base, pageId) {
    let depth = 0;
    const seen = new Set();
    for (let id = pageId; id !== null && !seen.has(id); id = base.pages.get(id)?.parentId ?? null) {
        seen.add(id);
        depth += 1;
    }
    return depth;
}
/**
 * Turns a WriteRevision's pages and files into the changes of one revision, checking every
 * rule a page or file write has (the tree rules, sizes, slugs, blobs) first: any problem is
 * INVALID_ARGUMENT naming the field (`pages.3.parentKey: ...`), before anything is written.
 *
 * - REPLACE: the imported pages and files become the whole content. One whose key is the
 *   `sourceKey` of a base entry keeps that entry's id (and what the import does not carry:
 *   emoji, icon, hidden, layout, createdAt); an entry that comes out unchanged is kept as it
 *   is; base entries no key names are removed.
 * - APPEND: the pages go after the existing children of `parentPageId` (or the top level),
 *   with new ids, as do the files.
 *
 * Siblings get fractional-indexing positions in request order and slugs unique among them
 * (the given slug, else one derived from the title; `-2`, `-3`... on a collision, existing
 * siblings included).
 */
function planImport(input) {
    const { base, mode } = input;
    const replace = mode === 'replace';
    // --- The request on its own: keys, kinds, parents, contents, depth.
    const pageIndex = new Map();
    const kinds = [];
    input.pages.forEach((page, index) => {
        const field = `pages.${index}`;
        if (pageIndex.has(page.key))
            throw (0, shared_1.invalidArgument)(`${field}.key: "${page.key}" is already the key of pages.${pageIndex.get(page.key)}`);
        const kind = KINDS[page.type];
        if (!kind)
            throw (0, shared_1.invalidArgument)(`${field}.type: must be document, group or link`);
        if (page.parentKey !== '') {
            const parent = pageIndex.get(page.parentKey);
            if (parent === undefined)
                throw (0, shared_1.invalidArgument)(`${field}.parentKey: names no page before this one ("${page.parentKey}"): parents come before their children`);
            if (kinds[parent] === 'link')
                throw (0, shared_1.invalidArgument)(`${field}.parentKey: a link page cannot have children`);
        }
        const topLevel = page.parentKey === '' && input.parentPageId === null;
        if (kind === 'group' && !topLevel)
            throw (0, shared_1.invalidArgument)(`${field}.type: a group page can only be at the top level`);
        if (kind !== 'document' && page.markdown !== '')
            throw (0, shared_1.invalidArgument)(`${field}.markdown: only document pages have content`);
        if (kind !== 'document' && page.description !== '')
            throw (0, shared_1.invalidArgument)(`${field}.description: only document pages have a description`);
        if (kind === 'link' && page.href === '')
            throw (0, shared_1.invalidArgument)(`${field}.href: a link page needs its target`);
        if (kind !== 'link' && page.href !== '')
            throw (0, shared_1.invalidArgument)(`${field}.href: only link pages have a target`);
        if (kind === 'document' && Buffer.byteLength(page.markdown, 'utf8') > schemas_2.MAX_MARKDOWN_BYTES) {
            throw (0, shared_1.invalidArgument)(`${field}.markdown: must be at most 1 MiB`);
        }
        pageIndex.set(page.key, index);
        kinds.push(kind);
    });
    const parentPage = input.parentPageId === null ? undefined : base.pages.get(input.parentPageId);
    if (input.parentPageId !== null) {
        if (!parentPage)
            throw (0, shared_1.invalidArgument)(`parentPageId: no page ${input.parentPageId} in the content written to`);
        if (parentPage.kind === 'link')
            throw (0, shared_1.invalidArgument)('parentPageId: a link page cannot have children');
    }
    const baseDepth = input.parentPageId === null ? 0 : depthIn(base, input.parentPageId);
    const depths = [];
    input.pages.forEach((page, index) => {
        depths.push(page.parentKey === '' ? baseDepth + 1 : depths[pageIndex.get(page.parentKey)] + 1);
        if (depths[index] > schemas_3.MAX_PAGE_DEPTH)
            throw (0, shared_1.invalidArgument)(`pages.${index}.parentKey: pages can be nested at most ${schemas_3.MAX_PAGE_DEPTH} deep`);
    });
    const fileIndex = new Map();
    const contentTypes = [];
    input.files.forEach((file, index) => {
        const field = `files.${index}`;
        if (fileIndex.has(file.key))
            throw (0, shared_1.invalidArgument)(`${field}.key: "${file.key}" is already the key of files.${fileIndex.get(file.key)}`);
        const contentType = (0, schemas_1.mediaTypeOf)(file.contentType);
        if (!contentType)
            throw (0, shared_1.invalidArgument)(`${field}.contentType: must be a media type such as "image/png"`);
        const blob = input.blobs.get(file.sha256);
        if (!blob)
            throw (0, shared_1.invalidArgument)(`${field}.sha256: the space has no blob with this hash (put it with PutFileBlob first)`);
        if (blob.size !== file.size)
            throw (0, shared_1.invalidArgument)(`${field}.size: the blob has ${blob.size} bytes, not ${file.size}`);
        fileIndex.set(file.key, index);
        contentTypes.push(contentType);
    });
    // --- Ids: kept for keys the base knows (REPLACE), new otherwise.
    const basePagesByKey = new Map();
    const baseFilesByKey = new Map();
    if (replace) {
        for (const page of base.pages.values())
            if (page.sourceKey !== undefined && !basePagesByKey.has(page.sourceKey))
                basePagesByKey.set(page.sourceKey, page);
        for (const file of base.files.values())
            if (file.sourceKey !== undefined && !baseFilesByKey.has(file.sourceKey))
                baseFilesByKey.set(file.sourceKey, file);
    }
    const pageIds = new Map(input.pages.map((page) => [page.key, basePagesByKey.get(page.key)?.id ?? (0, shared_1.newId)()]));
    const fileIds = new Map(input.files.map((file) => [file.key, baseFilesByKey.get(file.key)?.id ?? (0, shared_1.newId)()]));
    const importedReusable = input.reusableContents ?? [];
    const baseReusable = base.reusableContents ?? new Map();
    const baseReusableByKey = new Map();
    if (replace)
        for (const entry of baseReusable.values())
            if (entry.sourceKey !== undefined && !baseReusableByKey.has(entry.sourceKey))
                baseReusableByKey.set(entry.sourceKey, entry);
    const reusableContentIds = new Map();
    importedReusable.forEach((reusable, index) => {
        const field = `reusableContents.${index}`;
        if (reusableContentIds.has(reusable.key))
            throw (0, shared_1.invalidArgument)(`${field}.key: "${reusable.key}" is already the key of another reusable content`);
        if (Buffer.byteLength(reusable.markdown, 'utf8') > schemas_2.MAX_MARKDOWN_BYTES)
            throw (0, shared_1.invalidArgument)(`${field}.markdown: must be at most 1 MiB`);
        reusableContentIds.set(reusable.key, baseReusableByKey.get(reusable.key)?.id ?? (0, shared_1.newId)());
    });
    const finalReusableCount = new Set([...(replace ? [] : baseReusable.keys()), ...reusableContentIds.values()]).size;
    if (finalReusableCount > store_1.MAX_REUSABLE_CONTENTS)
        throw (0, shared_1.invalidArgument)(`reusableContents: a space has at most ${store_1.MAX_REUSABLE_CONTENTS} reusable contents`);
    const ids = { pages: pageIds, files: fileIds, reusableContents: reusableContentIds };
    // --- Siblings: positions after the existing ones (APPEND's first level), slugs unique.
    const topParentId = replace ? null : input.parentPageId;
    const parentIdOf = (page) => (page.parentKey === '' ? topParentId : pageIds.get(page.parentKey));
    const groups = new Map();
    input.pages.forEach((page, index) => {
        const parentId = parentIdOf(page);
        const group = groups.get(parentId);
        if (group)
            group.push(index);
        else
            groups.set(parentId, [index]);
    });
    const existingSiblings = replace ? [] : ((0, outline_1.childrenIndex)(base).get(topParentId) ?? []);
    const positions = new Array(input.pages.length);
    const slugs = new Array(input.pages.length);
    for (const [parentId, members] of groups) {
        const existing = parentId === topParentId ? existingSiblings : [];
        const last = existing.length > 0 ? existing[existing.length - 1].position : null;
        const keys = (0, fractional_indexing_1.generateNKeysBetween)(last, null, members.length);
        const taken = new Set(existing.filter((page) => page.kind !== 'link').map((page) => page.slug || (0, outline_1.slugify)(page.title)));
        members.forEach((index, n) => {
            positions[index] = keys[n];
            const page = input.pages[index];
            const wanted = page.slug || (0, outline_1.slugify)(page.title);
            if (kinds[index] === 'link') {
                slugs[index] = wanted;
                return;
            }
            slugs[index] = freeSlug(wanted, taken);
            taken.add(slugs[index]);
        });
    }
    // --- Entries.
    const bodies = new Map();
    const newPages = input.pages.map((page, index) => {
        const kind = kinds[index];
        const id = pageIds.get(page.key);
        const previous = basePagesByKey.get(page.key);
        const entry = {
            id,
            kind,
            parentId: parentIdOf(page),
            position: positions[index],
            title: page.title,
            slug: slugs[index],
            createdAt: previous?.createdAt ?? input.now,
            updatedAt: input.now,
        };
        // What an import does not carry stays as the space had it.
        if (previous?.emoji !== undefined)
            entry.emoji = previous.emoji;
        if (previous?.icon !== undefined)
            entry.icon = previous.icon;
        if (previous?.hidden !== undefined)
            entry.hidden = previous.hidden;
        if (kind === 'document') {
            if (previous?.kind === 'document' && previous.layout !== undefined)
                entry.layout = previous.layout;
            if (page.description !== '')
                entry.description = page.description;
            const markdown = (0, hrefs_1.rewriteImportHrefs)(page.markdown, ids);
            const hash = (0, bodies_1.bodyHashOf)(markdown);
            bodies.set(hash, markdown);
            entry.bodyHash = hash;
        }
        if (kind === 'link') {
            const target = (0, hrefs_1.linkTargetOf)(page.href, ids);
            if (!target)
                throw (0, shared_1.invalidArgument)(`pages.${index}.href: must be an absolute URL or quire-import:page/<key> or quire-import:file/<key>`);
            entry.target = target;
        }
        if (page.git)
            entry.git = { oid: page.git.oid, path: page.git.path };
        entry.sourceKey = page.key;
        // An entry that comes out as it was is kept as it was (no change, no event).
        return previous && (0, equality_1.pageEntriesEqual)({ ...entry, updatedAt: previous.updatedAt }, previous) ? previous : entry;
    });
    const newFiles = input.files.map((file, index) => {
        const previous = baseFilesByKey.get(file.key);
        const blob = input.blobs.get(file.sha256);
        const entry = {
            id: fileIds.get(file.key),
            name: file.name,
            contentType: contentTypes[index],
            size: file.size,
            blobHash: file.sha256,
            createdAt: previous?.createdAt ?? input.now,
        };
        if (contentTypes[index].startsWith('image/') && blob.width !== undefined && blob.height !== undefined) {
            entry.width = blob.width;
            entry.height = blob.height;
        }
        if (file.git)
            entry.git = { oid: file.git.oid, path: file.git.path };
        entry.sourceKey = file.key;
        return previous && (0, equality_1.fileEntriesEqual)(entry, previous) ? previous : entry;
    });
    const newReusable = importedReusable.map((reusable) => {
        const previous = baseReusableByKey.get(reusable.key);
        const markdown = (0, hrefs_1.rewriteImportHrefs)(reusable.markdown, ids);
        const entry = {
            id: reusableContentIds.get(reusable.key),
            title: reusable.title,
            createdAt: previous?.createdAt ?? input.now,
            updatedAt: input.now,
        };
        if (markdown !== '') {
            entry.bodyHash = (0, bodies_1.bodyHashOf)(markdown);
            bodies.set(entry.bodyHash, markdown);
        }
        if (reusable.git)
            entry.git = { oid: reusable.git.oid, path: reusable.git.path };
        entry.sourceKey = reusable.key;
        return previous && (0, equality_1.reusableContentEntriesEqual)({ ...entry, updatedAt: previous.updatedAt }, previous) ? previous : entry;
    });
    // --- Changes, and the tree rules on the result (the checks above should make them hold).
    // Computed pages and the pages they generate are not in the source (Git export leaves them out,
    // read-revision.ts): a replacing import keeps them as they are.
    const computedKept = replace ? [...base.pages.values()].filter((page) => page.computed !== undefined || page.computedBy !== undefined) : [];
    const finalPages = new Map(replace ? computedKept.map((page) => [page.id, page]) : base.pages);
    for (const page of newPages)
        finalPages.set(page.id, page);
    const problem = (0, validate_1.validatePageTree)(finalPages)[0];
    if (problem)
        throw (0, shared_1.invalidArgument)(`pages: the page tree would be invalid (${problem.reason} at page ${problem.id})`);
    const keptPages = new Set([...newPages, ...computedKept].map((page) => page.id));
    const keptFiles = new Set(newFiles.map((file) => file.id));
    const keptReusable = new Set(reusableContentIds.values());
    const changes = {
        pages: {
            put: newPages.filter((page) => base.pages.get(page.id) !== page),
            remove: replace ? [...base.pages.keys()].filter((id) => !keptPages.has(id)) : [],
        },
        files: {
            put: newFiles.filter((file) => base.files.get(file.id) !== file),
            remove: replace ? [...base.files.keys()].filter((id) => !keptFiles.has(id)) : [],
        },
        reusableContents: {
            put: newReusable.filter((entry) => baseReusable.get(entry.id) !== entry),
            remove: replace ? [...baseReusable.keys()].filter((id) => !keptReusable.has(id)) : [],
        },
    };
    return { changes, bodies, pageIds, fileIds, reusableContentIds };
}
//# sourceMappingURL=import-plan.js.map