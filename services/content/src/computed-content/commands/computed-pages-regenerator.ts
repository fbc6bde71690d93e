import { ServerError, Status } from '@quire/shared';
import type { PageEntry } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
import { recordContentChanges } from '../../lib/content-events';
import { recordFormerPaths } from '../../lib/page-path-history';
import { lockSpace } from '../../lib/space-lock';
import { writeTransaction } from '../../lib/transaction';
import { putBodies } from '../../revision-store/bodies';
import { createRevision, isEmptyChange, loadPages, loadStoredRevision, type RevisionChanges } from '../../revision-store/store';
import { generatedChildren, generatePages, isComputedPage, specOfComputed, type ComputedPageEntry } from '../generation';
import { loadSpecOutline } from '../load';
import type { ReferenceOutline } from '../openapi-reference';

export type Regeneration = {
  spaceId: string;
  /** Only the computed pages on this spec; absent: every computed page of the space. */
  specSlug?: string;
};

export type RegenerationOutcome =
  | { result: 'absent' }
  | { result: 'unchanged' }
  | { result: 'written'; revisionId: string; put: number; removed: number; skipped: string[] };

type Plan = { baseId: string; organizationId: string; changes: RevisionChanges; bodies: Map<string, string>; skipped: string[] };

/** Why a spec cannot be generated from now: its slug and the status message (a NOT_FOUND or FAILED_PRECONDITION). */
const cannotGenerate = (error: unknown): string | undefined =>
  error instanceof ServerError && (error.code === Status.NOT_FOUND || error.code === Status.FAILED_PRECONDITION) ? error.details : undefined;

/**
 * What regenerating the computed pages of the space's main content changes: each computed page
 * (on `specSlug`, or all) gets the pages the newest valid version of its spec makes, the pages
 * it no longer makes are removed. A spec deleted, without a valid version or too large leaves
 * its computed pages as they are (listed in `skipped`). Reads outside any transaction: the
 * markdown of tag descriptions is parsed in the worker pool.
 */
async function plan(db: PrismaClient, input: Regeneration): Promise<Plan | 'absent' | 'unchanged'> {
  const space = await db.space.findFirst({ where: { id: input.spaceId, deletedAt: null }, select: { revisionId: true, organizationId: true } });
  if (!space) return 'absent';
  const base = await loadStoredRevision(db, space.revisionId);
  const pages = await loadPages(db, base);
  const computedPages = [...pages.values()].filter(isComputedPage).filter((page) => input.specSlug === undefined || specOfComputed(page) === input.specSlug);
  if (computedPages.length === 0) return 'unchanged';
  const outlines = new Map<string, ReferenceOutline | string>();
  const put: PageEntry[] = [];
  const remove: string[] = [];
  const bodies = new Map<string, string>();
  const skipped: string[] = [];
  const now = new Date().toISOString();
  for (const computed of computedPages as ComputedPageEntry[]) {
    const slug = specOfComputed(computed);
    if (!outlines.has(slug)) {
      try {
        outlines.set(slug, (await loadSpecOutline(db, space.organizationId, slug)).outline);
      } catch (error) {
        const reason = cannotGenerate(error);
        if (reason === undefined) throw error;
        outlines.set(slug, reason);
      }
    }
    const outline = outlines.get(slug) as ReferenceOutline | string;
    const previous = generatedChildren(pages, computed.id);
    let generated;
    try {
      if (typeof outline === 'string') throw new ServerError(Status.FAILED_PRECONDITION, outline);
      generated = await generatePages(computed, outline, previous, now);
    } catch (error) {
      const reason = cannotGenerate(error);
      if (reason === undefined) throw error;
      skipped.push(`${computed.id}: ${reason}`);
      continue;
    }
    const made = new Set(generated.pages.map((page) => page.id));
    for (const page of generated.pages) if (previous.get(page.id) !== page) put.push(page);
    for (const id of previous.keys()) if (!made.has(id)) remove.push(id);
    for (const [hash, markdown] of generated.bodies) bodies.set(hash, markdown);
  }
  const changes: RevisionChanges = { pages: { put, remove } };
  if (isEmptyChange(changes)) return 'unchanged';
  return { baseId: base.id, organizationId: space.organizationId, changes, bodies, skipped };
}

/**
 * Brings the pages that computed pages of a space's main content generated up to date with their
 * specs, as a new revision of type `computed` written by no one (the system), with the usual
 * page events (search, links, the reader's caches and Git export follow them). Idempotent: a
 * space already current writes nothing. When the main content moved between the plan and the
 * write, the plan is made again (a few times).
 */
export async function computedPagesRegenerator(db: PrismaClient, input: Regeneration): Promise<RegenerationOutcome> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const planned = await plan(db, input);
    if (planned === 'absent' || planned === 'unchanged') return { result: planned };
    const outcome = await writeTransaction(db, async (tx) => {
      const space = await lockSpace(tx, input.spaceId, 'main');
      if (!space || space.deletedAt !== null) return { result: 'absent' as const };
      if (space.revisionId !== planned.baseId) return undefined;
      const base = await loadStoredRevision(tx, planned.baseId);
      await putBodies(tx, planned.bodies);
      const revision = await createRevision(tx, {
        spaceId: space.id,
        base,
        changes: planned.changes,
        type: 'computed',
        parents: [base.id],
        createdById: null,
      });
      await tx.space.update({ where: { id: space.id }, data: { revisionId: revision.id } });
      await recordFormerPaths(tx, { spaceId: space.id, before: base, changes: planned.changes });
      await recordContentChanges(tx, {
        organizationId: space.organizationId,
        spaceId: space.id,
        changeRequestId: null,
        revisionId: revision.id,
        parentRevisionId: base.id,
        changes: planned.changes,
        added: revision.added,
        actorId: null,
        type: 'computed',
      });
      return {
        result: 'written' as const,
        revisionId: revision.id,
        put: planned.changes.pages?.put?.length ?? 0,
        removed: planned.changes.pages?.remove?.length ?? 0,
        skipped: planned.skipped,
      };
    });
    if (outcome) return outcome;
  }
  throw new Error(`computed pages of space ${input.spaceId}: the main content kept moving during regeneration`);
}
