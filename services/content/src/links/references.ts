import type { LinkRelation, LinkTargetKind } from '../generated/prisma/enums';
import { sha256 } from '../revision-store/hashing';

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
export type BodyLinks = { anchors: readonly string[]; references: readonly BodyReference[] };

export const NO_LINKS: BodyLinks = { anchors: [], references: [] };

/** Longer keys are indexed by their hash, so that any text fits a B-tree entry. */
const MAX_LOOKUP_KEY_LENGTH = 256;

/** The index key of a target (an id, a URL, a path name): itself, or its hash when long. */
export const lookupKeyOf = (value: string): string =>
  value.length <= MAX_LOOKUP_KEY_LENGTH ? value : `sha256:${sha256(value)}`;

/** Identifies a link of a page across revisions: the same page with the same reference. */
export const referenceKey = (pageId: string, reference: Pick<BodyReference, 'kind' | 'target' | 'anchor' | 'spaceId' | 'relation'>): string =>
  [pageId, reference.kind, reference.target ?? '', reference.anchor ?? '', reference.spaceId ?? '', reference.relation].join('\u0000');

/**
 * The reference as a Markdown href (what the page's author wrote, or the `quire:` form the
 * document converter writes): shown as the target of a link that resolves to nothing.
 */
export function hrefOf(reference: Pick<BodyReference, 'kind' | 'target' | 'anchor' | 'spaceId'>): string {
  const anchor = reference.anchor !== null ? `#${reference.anchor}` : '';
  const space = reference.spaceId !== null ? `?space=${encodeURIComponent(reference.spaceId)}` : '';
  switch (reference.kind) {
    case 'page':
      return reference.target === null ? anchor : `quire:page/${encodeURIComponent(reference.target)}${space}${anchor}`;
    case 'file':
      return `quire:file/${encodeURIComponent(reference.target ?? '')}`;
    case 'space':
      return `quire:space/${encodeURIComponent(reference.target ?? '')}${anchor}`;
    case 'collection':
      return `quire:collection/${encodeURIComponent(reference.target ?? '')}`;
    case 'url':
      return reference.target ?? '';
    case 'path':
      return `${reference.target ?? ''}${anchor}`;
    case 'openapi':
      return `quire:openapi/${encodeURIComponent(reference.target ?? '')}`;
  }
}
