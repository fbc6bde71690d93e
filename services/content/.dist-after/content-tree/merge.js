"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mergeSnapshots = void 0;
const node_crypto_1 = require("node:crypto");
const node_diff3_1 = require("node-diff3");
const equality_1 = require("./equality");
const page_fields_1 = require("./page-fields");
const validate_1 = require("./validate");
/**
 * The three-way rule for one value: unchanged on one side → the other side's value; the same
 * value on both sides → that value; changed differently on both sides → conflict. With no
 * ancestor entry (added on both sides) `base` is undefined, so any difference conflicts.
 */
const resolve = (base, ours, theirs, equal) => {
    const oursChanged = !equal(base, ours);
    const theirsChanged = !equal(base, theirs);
    if (!oursChanged)
        return { ok: true, value: theirs, changedBy: theirsChanged ? 'theirs' : 'none' };
    if (!theirsChanged)
        return { ok: true, value: ours, changedBy: 'ours' };
    if (equal(ours, theirs))
        return { ok: true, value: ours, changedBy: 'both' };
    return { ok: false };
};
const same = (a, b) => a === b;
const timeOf = (iso) => {
    const t = Date.parse(iso);
    return Number.isNaN(t) ? 0 : t;
};
/** Orders timestamps by time, then as strings, so that neither side is favoured on a tie. */
const compareTimes = (a, b) => timeOf(a) - timeOf(b) || (a < b ? -1 : a > b ? 1 : 0);
const laterOf = (a, b) => (compareTimes(a, b) >= 0 ? a : b);
const earlierOf = (a, b) => (compareTimes(a, b) <= 0 ? a : b);
const sha256Hex = (text) => (0, node_crypto_1.createHash)('sha256').update(text, 'utf8').digest('hex');
/**
 * A title to show for a conflict that does not depend on which side is "ours": the title both
 * sides agree on, else the ancestor's, else (added on both sides) the smaller of the two.
 */
const conflictTitle = (base, ours, theirs) => ours.title === theirs.title ? ours.title : base ? base.title : ours.title < theirs.title ? ours.title : theirs.title;
const fileTitle = (file) => ({ title: file.name });
const PROPERTY_FIELDS = ['emoji', 'icon', 'description', 'hidden', 'sourceKey'];
const KIND_ORDER = { page: 0, file: 1, 'reusable-content': 2 };
/** Collects conflicts, one per entry and reason, with the fields involved. */
class ConflictList {
    byKey = new Map();
    add(kind, id, title, reason, field) {
        const key = `${kind}\u0000${id}\u0000${reason}`;
        let conflict = this.byKey.get(key);
        if (!conflict) {
            conflict = { kind, id, title, reason };
            this.byKey.set(key, conflict);
        }
        if (field !== undefined) {
            conflict.fields ??= [];
            if (!conflict.fields.includes(field))
                conflict.fields.push(field);
        }
    }
    get size() {
        return this.byKey.size;
    }
    /** Sorted by kind (pages first), id, then reason; plain string order, so stable across runs. */
    sorted() {
        return [...this.byKey.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
            (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) ||
            (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
    }
}
/**
 * Merges per member the layouts of a page both sides changed, so that one side widening the
 * page and the other hiding its outline both survive.
 */
const mergeLayout = (base, ours, theirs, onConflict) => {
    const whole = resolve(base, ours, theirs, equality_1.jsonEqual);
    if (whole.ok)
        return whole.value;
    const keys = new Set([...Object.keys(base ?? {}), ...Object.keys(ours ?? {}), ...Object.keys(theirs ?? {})]);
    const merged = {};
    for (const key of [...keys].sort()) {
        const b = base?.[key];
        const o = ours?.[key];
        const t = theirs?.[key];
        const member = resolve(b, o, t, equality_1.jsonEqual);
        if (!member.ok)
            onConflict(`layout.${key}`);
        const value = member.ok ? member.value : o;
        if (value !== undefined)
            merged[key] = value;
    }
    if (Object.keys(merged).length === 0 && (ours === undefined || theirs === undefined))
        return undefined;
    return merged;
};
/**
 * Field-by-field merge of a page both sides changed (or added with the same id).
 *
 * Beyond the plain three-way rule per field:
 * - `position`, changed differently on both sides while both keep the same parent (a reorder on
 *   both sides), takes theirs: orderings do not merge and a conflict over sibling order would
 *   be noise. When only one side moved the page to another parent, `position` comes from that
 *   side (a position only means something among the new siblings).
 * - `slug` changed differently on both sides follows the side whose title won (the side that
 *   renamed the page, the other having kept the title); with no single winner it conflicts.
 * - `updatedAt` takes the later time, `createdAt` the earlier one; neither conflicts.
 * - the body, changed on both sides, is merged line by line later (`pending`).
 *
 * Conflicting fields still get a value (for the tree checks run over every page) chosen so
 * that swapping ours and theirs gives the same conflicts.
 */
const mergePage = (base, ours, theirs, conflicts, pending, unresolvedParent, unresolvedKind) => {
    const id = ours.id;
    const title = conflictTitle(base, ours, theirs);
    const conflict = (reason, field) => conflicts.add('page', id, title, reason, field);
    // Each field's equality and conflict reason come from PAGE_FIELDS, the table the semantic
    // changes classify with (page-fields.ts).
    const conflictOn = (field) => conflict(page_fields_1.PAGE_FIELDS[field].class, field);
    const resolveField = (field) => resolve(base?.[field], ours[field], theirs[field], page_fields_1.PAGE_FIELDS[field].equal);
    const kind = resolveField('kind');
    if (!kind.ok) {
        conflictOn('kind');
        unresolvedKind.add(id);
    }
    const titleRes = resolveField('title');
    if (!titleRes.ok)
        conflictOn('title');
    let slug = resolveField('slug');
    if (!slug.ok && titleRes.ok && (titleRes.changedBy === 'ours' || titleRes.changedBy === 'theirs')) {
        slug = { ok: true, value: titleRes.changedBy === 'ours' ? ours.slug : theirs.slug, changedBy: titleRes.changedBy };
    }
    if (!slug.ok)
        conflictOn('slug');
    const parent = resolveField('parentId');
    if (!parent.ok) {
        conflictOn('parentId');
        unresolvedParent.add(id);
    }
    let position;
    if (parent.ok && parent.changedBy === 'ours')
        position = ours.position;
    else if (parent.ok && parent.changedBy === 'theirs')
        position = theirs.position;
    else {
        const res = resolveField('position');
        if (res.ok)
            position = res.value;
        else if (parent.ok)
            position = theirs.position; // reorder on both sides: theirs wins
        else {
            conflictOn('position');
            position = ours.position < theirs.position ? ours.position : theirs.position;
        }
    }
    const properties = {};
    for (const field of PROPERTY_FIELDS) {
        const res = resolveField(field);
        if (!res.ok)
            conflictOn(field);
        properties[field] = res.ok ? res.value : ours[field];
    }
    const layout = mergeLayout(base?.layout, ours.layout, theirs.layout, (member) => conflict(page_fields_1.PAGE_FIELDS.layout.class, member));
    const target = resolveField('target');
    if (!target.ok)
        conflictOn('target');
    const git = resolveField('git');
    if (!git.ok)
        conflictOn('git');
    const createdAt = resolveField('createdAt');
    const updatedAt = resolveField('updatedAt');
    const body = resolveField('bodyHash');
    if (!body.ok && (ours.bodyHash === undefined || theirs.bodyHash === undefined)) {
        // One side removed the body (the page stopped being a document) while the other edited it.
        conflictOn('bodyHash');
    }
    const merged = (0, equality_1.compact)({
        id,
        kind: kind.ok ? kind.value : ours.kind,
        parentId: parent.ok ? parent.value : ours.parentId,
        position,
        title: titleRes.ok ? titleRes.value : title,
        slug: slug.ok ? slug.value : ours.slug,
        ...properties,
        layout,
        bodyHash: body.ok ? body.value : ours.bodyHash,
        target: target.ok ? target.value : ours.target,
        git: git.ok ? git.value : ours.git,
        createdAt: createdAt.ok ? createdAt.value : earlierOf(ours.createdAt, theirs.createdAt),
        updatedAt: updatedAt.ok ? updatedAt.value : laterOf(ours.updatedAt, theirs.updatedAt),
    });
    if (!body.ok && ours.bodyHash !== undefined && theirs.bodyHash !== undefined) {
        pending.push({ kind: 'page', entry: merged, base: base?.bodyHash, ours: ours.bodyHash, theirs: theirs.bodyHash });
    }
    return merged;
};
/**
 * Field-by-field merge of a reusable content both sides changed, with the page rules: `title`
 * (`renamed`), `git` and `sourceKey` (`property`), the body diff3-merged later (`pending`; a
 * body emptied on one side and edited on the other is `content`), the later `updatedAt` and
 * the earlier `createdAt`.
 */
const mergeReusableContent = (base, ours, theirs, conflicts, pending) => {
    const id = ours.id;
    const title = conflictTitle(base, ours, theirs);
    const conflict = (reason, field) => conflicts.add('reusable-content', id, title, reason, field);
    const titleRes = resolve(base?.title, ours.title, theirs.title, same);
    if (!titleRes.ok)
        conflict('renamed', 'title');
    const git = resolve(base?.git, ours.git, theirs.git, equality_1.gitEqual);
    if (!git.ok)
        conflict('property', 'git');
    const sourceKey = resolve(base?.sourceKey, ours.sourceKey, theirs.sourceKey, same);
    if (!sourceKey.ok)
        conflict('property', 'sourceKey');
    const createdAt = resolve(base?.createdAt, ours.createdAt, theirs.createdAt, same);
    const updatedAt = resolve(base?.updatedAt, ours.updatedAt, theirs.updatedAt, same);
    const body = resolve(base?.bodyHash, ours.bodyHash, theirs.bodyHash, same);
    if (!body.ok && (ours.bodyHash === undefined || theirs.bodyHash === undefined))
        conflict('content', 'bodyHash');
    const merged = (0, equality_1.compact)({
        id,
        title: titleRes.ok ? titleRes.value : title,
        bodyHash: body.ok ? body.value : ours.bodyHash,
        git: git.ok ? git.value : ours.git,
        sourceKey: sourceKey.ok ? sourceKey.value : ours.sourceKey,
        createdAt: createdAt.ok ? createdAt.value : earlierOf(ours.createdAt, theirs.createdAt),
        updatedAt: updatedAt.ok ? updatedAt.value : laterOf(ours.updatedAt, theirs.updatedAt),
    });
    if (!body.ok && ours.bodyHash !== undefined && theirs.bodyHash !== undefined) {
        pending.push({ kind: 'reusable-content', entry: merged, base: base?.bodyHash, ours: ours.bodyHash, theirs: theirs.bodyHash });
    }
    return merged;
};
/** Field-by-field merge of a file both sides changed: name, content (bytes and their metadata), git. */
const mergeFile = (base, ours, theirs, conflicts) => {
    const id = ours.id;
    const title = conflictTitle(base && fileTitle(base), fileTitle(ours), fileTitle(theirs));
    const name = resolve(base?.name, ours.name, theirs.name, same);
    if (!name.ok)
        conflicts.add('file', id, title, 'renamed', 'name');
    const content = resolve(base, ours, theirs, (a, b) => a === undefined || b === undefined ? a === b : (0, equality_1.fileContentEqual)(a, b));
    if (!content.ok) {
        for (const field of equality_1.FILE_CONTENT_FIELDS) {
            if (ours[field] !== theirs[field])
                conflicts.add('file', id, title, 'content', field);
        }
    }
    const bytes = content.ok ? content.value : ours;
    const git = resolve(base?.git, ours.git, theirs.git, equality_1.gitEqual);
    if (!git.ok)
        conflicts.add('file', id, title, 'property', 'git');
    const sourceKey = resolve(base?.sourceKey, ours.sourceKey, theirs.sourceKey, same);
    if (!sourceKey.ok)
        conflicts.add('file', id, title, 'property', 'sourceKey');
    const createdAt = resolve(base?.createdAt, ours.createdAt, theirs.createdAt, same);
    return (0, equality_1.compact)({
        id,
        name: name.ok ? name.value : ours.name,
        contentType: bytes.contentType,
        size: bytes.size,
        blobHash: bytes.blobHash,
        width: bytes.width,
        height: bytes.height,
        git: git.ok ? git.value : ours.git,
        sourceKey: sourceKey.ok ? sourceKey.value : ours.sourceKey,
        createdAt: createdAt.ok ? createdAt.value : earlierOf(ours.createdAt, theirs.createdAt),
    });
};
/**
 * The per-id pass shared by pages and files. For each id in the union of the three snapshots:
 * the same entry on both sides (the same object, as copy-on-write revisions share it, or
 * deleted on both) is kept as is; unchanged on one side takes the other side (deletion
 * included); deleted on one side and changed on the other is a `deleted-and-edited` conflict;
 * added on one side is added; otherwise the entry is merged field by field.
 *
 * A conflicting entry is still put into `out` (the edited side for `deleted-and-edited`) so
 * the tree checks that follow see every page that may survive.
 */
const mergeEntries = (kind, base, ours, theirs, equal, titleOf, mergeBoth, conflicts) => {
    const out = new Map();
    const visit = (id, b, o, t) => {
        if (o === t) {
            if (o !== undefined)
                out.set(id, o);
            return;
        }
        if (o === undefined || t === undefined) {
            const kept = (o ?? t);
            if (b === undefined)
                out.set(id, kept); // added on one side
            else if (!equal(b, kept)) {
                conflicts.add(kind, id, titleOf(kept), 'deleted-and-edited');
                out.set(id, kept);
            } // else: deleted on one side, unchanged on the other
            return;
        }
        if (b !== undefined && equal(b, o))
            out.set(id, t);
        else if (b !== undefined && equal(b, t))
            out.set(id, o);
        else if (equal(o, t))
            out.set(id, o);
        else
            out.set(id, mergeBoth(b, o, t));
    };
    for (const [id, b] of base)
        visit(id, b, ours.get(id), theirs.get(id));
    for (const [id, o] of ours)
        if (!base.has(id))
            visit(id, undefined, o, theirs.get(id));
    for (const [id, t] of theirs)
        if (!base.has(id) && !ours.has(id))
            visit(id, undefined, undefined, t);
    return out;
};
/**
 * Numbers each distinct line (shared by the three versions): node-diff3 then compares and
 * indexes small integers instead of whole lines, which roughly halves its cost on markdown.
 */
class LineTable {
    numbers = new Map();
    lines = [];
    split(text) {
        return text.split('\n').map((line) => {
            let n = this.numbers.get(line);
            if (n === undefined) {
                n = this.lines.length;
                this.numbers.set(line, n);
                this.lines.push(line);
            }
            return n;
        });
    }
}
/** Line-based three-way merge of markdown: the merged text, or undefined on overlapping changes. */
const mergeText = (base, ours, theirs) => {
    const table = new LineTable();
    const regions = (0, node_diff3_1.diff3Merge)(table.split(ours), table.split(base), table.split(theirs), {
        excludeFalseConflicts: true,
    });
    const out = [];
    for (const region of regions) {
        if (!region.ok)
            return undefined;
        for (const n of region.ok)
            out.push(table.lines[n]);
    }
    return out.join('\n');
};
/**
 * Three-way merge of two snapshots against their common ancestor.
 *
 * Pages, files and reusable contents are merged per id (see `mergeEntries`, `mergePage`,
 * `mergeFile`, `mergeReusableContent`); bodies
 * changed on both sides are merged line by line with diff3 (overlapping or adjacent changes
 * are a `content` conflict); then the merged page tree is checked (`validatePageTree`: orphans,
 * cycles, misplaced groups, children of links). Any conflict means no snapshot: the outcome
 * lists every conflict found, sorted by kind (pages first), id and reason.
 *
 * `loadBodies` is called at most once, with the distinct hashes of the bodies to merge (none
 * when no page body changed on both sides). A body it does not return is an error (the body
 * store lost data), thrown rather than reported as a conflict.
 *
 * `newBodies` holds the markdown of every merged body whose hash is new (not one of the
 * ancestor's or either side's), keyed by sha256 hex: the caller stores them with the snapshot.
 */
const mergeSnapshots = async ({ base, ours, theirs, loadBodies }) => {
    const conflicts = new ConflictList();
    const pending = [];
    const unresolvedParent = new Set();
    const unresolvedKind = new Set();
    const pages = mergeEntries('page', base.pages, ours.pages, theirs.pages, equality_1.pageEntriesEqual, (page) => page.title, (b, o, t) => mergePage(b, o, t, conflicts, pending, unresolvedParent, unresolvedKind), conflicts);
    const files = mergeEntries('file', base.files, ours.files, theirs.files, equality_1.fileEntriesEqual, (file) => file.name, (b, o, t) => mergeFile(b, o, t, conflicts), conflicts);
    // Snapshots without reusable contents say nothing about them (entries.ts): none merged.
    const withReusable = base.reusableContents !== undefined && ours.reusableContents !== undefined && theirs.reusableContents !== undefined;
    const reusableContents = withReusable
        ? mergeEntries('reusable-content', base.reusableContents, ours.reusableContents, theirs.reusableContents, equality_1.reusableContentEntriesEqual, (entry) => entry.title, (b, o, t) => mergeReusableContent(b, o, t, conflicts, pending), conflicts)
        : undefined;
    const newBodies = new Map();
    if (pending.length > 0) {
        const hashes = new Set();
        for (const p of pending) {
            if (p.base !== undefined)
                hashes.add(p.base);
            hashes.add(p.ours);
            hashes.add(p.theirs);
        }
        const bodies = await loadBodies([...hashes].sort());
        const bodyOf = (hash) => {
            const text = bodies.get(hash);
            if (text === undefined)
                throw new Error(`mergeSnapshots: body ${hash} was not loaded`);
            return text;
        };
        for (const p of pending) {
            const text = mergeText(p.base === undefined ? '' : bodyOf(p.base), bodyOf(p.ours), bodyOf(p.theirs));
            if (text === undefined) {
                conflicts.add(p.kind, p.entry.id, p.entry.title, 'content', 'bodyHash');
                continue;
            }
            const hash = sha256Hex(text);
            if (hash !== p.base && hash !== p.ours && hash !== p.theirs)
                newBodies.set(hash, text);
            // The entry was created by this merge and is not shared yet: completing it in place is safe.
            p.entry.bodyHash = hash;
        }
    }
    for (const problem of (0, validate_1.validatePageTree)(pages, { unresolvedParent, unresolvedKind })) {
        conflicts.add('page', problem.id, pages.get(problem.id).title, problem.reason);
    }
    if (conflicts.size > 0)
        return { kind: 'conflicts', conflicts: conflicts.sorted() };
    return { kind: 'merged', snapshot: { pages, files, ...(reusableContents && { reusableContents }) }, newBodies };
};
exports.mergeSnapshots = mergeSnapshots;
//# sourceMappingURL=merge.js.map