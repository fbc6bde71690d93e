import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Starts an import into a space's main content, a change request of it, or under one of
 * their pages. The target is checked now (the space is in the organization and the caller
 * may edit it; the change request is of that space and not merged or archived; the page and
 * the files are in the target's revision); the run and the worker's job event are written in
 * one transaction, and the git-worker does the rest (docs/outside-sources.md).
 */
export declare function startImportRun(ctx: ContentContext, request: contentV1.StartImportRunRequest, callContext: CallContext): Promise<contentV1.StartImportRunResponse>;
