import { invalidArgument, newId, notFound } from '@quire/shared';
import type { PrismaClient, TransactionClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { loadPage, loadStoredRevision } from '../../revision-store/store';
import { commentSelect, type CommentRow, type ScopeRef } from '../queries';

export type NewComment = {
  scope: ScopeRef;
  organizationId: string;
  markdown: string;
  pageId?: string;
  nodeId?: string;
  tableCell?: { record: string; definition: string };
  actorId: string;
};

/** The revision a new comment is about: the change request's current one, else the space's. */
async function revisionCommentedOn(tx: TransactionClient, scope: ScopeRef): Promise<string> {
  if (scope.changeRequestId !== null) {
    const changeRequest = await tx.changeRequest.findUnique({ where: { id: scope.changeRequestId }, select: { revisionId: true } });
    if (!changeRequest) throw notFound('Change request not found');
    return changeRequest.revisionId;
  }
  const space = await tx.space.findUnique({ where: { id: scope.spaceId }, select: { revisionId: true, deletedAt: true } });
  if (!space || space.deletedAt) throw notFound('Space not found');
  return space.revisionId;
}

/**
 * Posts an open comment on the revision current in its scope, with the `comment.created` event.
 * A target page must be a page of that revision (read in the same transaction, so the page and
 * the recorded revision agree). Nodes and table cells are keys inside the page's document, which
 * changes with every edit: they are recorded as given, like GitBook's anchors.
 */
export function commentPoster(db: PrismaClient, input: NewComment): Promise<CommentRow> {
  const { scope, organizationId, markdown, pageId, nodeId, tableCell, actorId } = input;
  return db.$transaction(async (tx) => {
    const revisionId = await revisionCommentedOn(tx, scope);
    if (pageId !== undefined) {
      const page = await loadPage(tx, await loadStoredRevision(tx, revisionId), pageId);
      if (!page) throw invalidArgument(`page: no page "${pageId}" in the revision commented on`);
    }
    const comment = await tx.comment.create({
      data: {
        id: newId(),
        spaceId: scope.spaceId,
        changeRequestId: scope.changeRequestId,
        revisionId,
        pageId: pageId ?? null,
        nodeId: nodeId ?? null,
        tableCellRecord: tableCell?.record ?? null,
        tableCellDefinition: tableCell?.definition ?? null,
        status: 'open',
        body: markdown,
        postedById: actorId,
      },
      select: commentSelect,
    });
    await recordEvent(tx, 'comment', 'created', {
      aggregateId: comment.id,
      organizationId,
      data: {
        id: comment.id,
        spaceId: scope.spaceId,
        changeRequestId: scope.changeRequestId,
        revisionId,
        pageId: comment.pageId,
        status: 'open',
        actorId,
      },
    });
    return comment;
  });
}
