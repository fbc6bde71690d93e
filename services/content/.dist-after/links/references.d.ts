import type { LinkRelation, LinkTargetKind } from '../generated/prisma/enums';
/**
 * What one page body references, as extracted (./extract.ts): the revision-independent half of a
 * link. Whether it resolves, and to what, depends on the revision it is read in (./resolve.ts).
 *
 * | kind         | target                                   | anchor          | spaceId                     |
 * | ------------ | ---------------------------------------- | --------------- | --------------------------- |
 * | `page`       | page id; null: the body's own page       | `#anchor`, if any | the space a link names    |
 * | `file`       | file id                                  |                 |                             |
 * | `space`      | space id                                 |                 |                             |
 * | `collection` | collection id                            |                 |                             |
 * | `url`        | absolute URL                             |                 |                             |
 * | `path`       | relative path as written (Git Sync)      | `#anchor`, if any |                           |
 * | `openapi`    | slug of a spec of the page's organization |                 |                             |
 */
export type BodyReference = {
    position: number;
    kind: LinkTargetKind;
    target: string | null;
    anchor: string | null;
    spaceId: string | null;
    relation: LinkRelation;
    lookupKey: string;
};
/** The links of one body: the anchors it defines and its distinct references in document order. */
export type BodyLinks = {
    anchors: readonly string[];
    references: readonly BodyReference[];
};
export declare const NO_LINKS: BodyLinks;
/** The index key of a target (an id, a URL, a path name): itself, or its hash when long. */
export declare const lookupKeyOf: (value: string) => string;
/** Identifies a link of a page across revisions: the same page with the same reference. */
export declare const referenceKey: (pageId: string, reference: Pick<BodyReference, "kind" | "target" | "anchor" | "spaceId" | "relation">) => string;
/**
 * The reference as a Markdown href (what the page's author wrote, or the `quire:` form the
 * document converter writes): shown as the target of a link that resolves to nothing.
 */
export declare function hrefOf(reference: Pick<BodyReference, 'kind' | 'target' | 'anchor' | 'spaceId'>): string;
