/**
 * The content of one revision, as the revision store keeps it: every page and file of the
 * revision keyed by its id. Ids are stable across revisions and change requests; a page's
 * text lives in the body store under `bodyHash` (sha256 of its markdown), a file's bytes in
 * the blob store under `blobHash`.
 *
 * Entries are plain JSON (they are stored inside the revision store's chunks), immutable once
 * stored: a change makes a new entry object.
 */
/** GitBook "RevisionPageLayoutOptions"; absent members take GitBook's defaults when presented. */
export type PageLayout = {
    width?: 'default' | 'wide';
    cover?: boolean;
    coverSize?: 'hero' | 'full';
    title?: boolean;
    description?: boolean;
    tableOfContents?: boolean;
    outline?: boolean;
    pagination?: boolean;
    metadata?: boolean;
};
/** GitBook "ContentRef" as given by the client (validated before it is stored). */
export type ContentRefJson = {
    kind: string;
    [key: string]: unknown;
};
/** A `builtin:openapi` revision source as stored: `{ type, props: { models }, dependencies: { spec: { ref } } }`. */
export type ComputedSourceJson = {
    type: 'builtin:openapi';
    props: {
        models: boolean;
    };
    dependencies: {
        spec: {
            ref: {
                kind: 'openapi';
                spec: string;
            };
        };
    };
};
export type PageKind = 'document' | 'group' | 'link';
export type PageEntry = {
    id: string;
    kind: PageKind;
    /** null at the top level. Groups are top-level only; link pages have no children. */
    parentId: string | null;
    /** Fractional-indexing key among siblings, compared byte-wise (ties broken by id). */
    position: string;
    title: string;
    /** Preferred slug; presentation de-duplicates siblings' slugs. */
    slug: string;
    emoji?: string;
    icon?: string;
    description?: string;
    hidden?: boolean;
    /** Document pages only. */
    layout?: PageLayout;
    /** Document pages only: sha256 (hex) of the page's markdown. */
    bodyHash?: string;
    /** Link pages only. */
    target?: ContentRefJson;
    /**
     * A computed page (GitBook "RevisionPageComputed"): its source, a `builtin:openapi`
     * "ComputedContentSourceRevision". Stored as a top-level `group` whose children are the pages
     * the source generates (`computedBy`), so every reader of the tree (search, links, the
     * reader's navigation, PDF, Git export) sees them as ordinary pages (../computed-content).
     */
    computed?: ComputedSourceJson;
    /** A page a computed page generated: the computed page's id. Written only by the regeneration. */
    computedBy?: string;
    /** Git Sync metadata ("GitSyncBlob"), when the page came from Git. */
    git?: {
        oid: string;
        path: string;
    };
    /**
     * Where an imported page came from (its Git path or source URL: WriteRevision's key). A
     * re-import that names the same key keeps the page's id (src/sources).
     */
    sourceKey?: string;
    createdAt: string;
    updatedAt: string;
};
export type FileEntry = {
    id: string;
    name: string;
    contentType: string;
    size: number;
    /** sha256 (hex) of the bytes in the blob store. */
    blobHash: string;
    width?: number;
    height?: number;
    git?: {
        oid: string;
        path: string;
    };
    /** Where an imported file came from, as for pages. */
    sourceKey?: string;
    createdAt: string;
};
/**
 * A reusable content of the space (GitBook "RevisionReusableContent"): a titled document that
 * `reusable-content` blocks of any page include. Its body is markdown in the body store, like
 * a page's; the body hash is also the id of its document (`document`, getDocumentById).
 */
export type ReusableContentEntry = {
    id: string;
    title: string;
    /** sha256 (hex) of the markdown; absent: the reusable content is empty. */
    bodyHash?: string;
    /** Git Sync metadata ("GitSyncBlob"): `.gitbook/includes/<slug>.md`. */
    git?: {
        oid: string;
        path: string;
    };
    /** Where an imported reusable content came from (its Git path), as for pages. */
    sourceKey?: string;
    createdAt: string;
    updatedAt: string;
};
export type Snapshot = {
    pages: ReadonlyMap<string, PageEntry>;
    files: ReadonlyMap<string, FileEntry>;
    /**
     * The reusable contents. Absent on snapshots built from pages and files only (trees,
     * placement checks): such a snapshot says nothing about them, and changes computed from it
     * leave them as they are (store.ts `changesBetween`).
     */
    reusableContents?: ReadonlyMap<string, ReusableContentEntry>;
};
export declare const emptySnapshot: () => Snapshot;
