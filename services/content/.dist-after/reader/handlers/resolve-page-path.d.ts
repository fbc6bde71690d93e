import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * The page a path leads to in a revision of a live space of the organization (NOT_FOUND for a
 * revision that is not the space's main content), tried in this order: the page at that path;
 * a Git Sync redirect of the revision (its source normalized as GetPageByPath does: no `.md`, no
 * final `README`); the page that last had the path in the space's main content
 * (`page_path_history`: renames and moves). A redirect or former path leading to a page the
 * revision no longer has leads nowhere. One statement (the tree kept). Takes no principal.
 */
export declare function resolvePagePath(ctx: ContentContext, request: contentV1.ResolvePagePathRequest): Promise<contentV1.ResolvePagePathResponse>;
