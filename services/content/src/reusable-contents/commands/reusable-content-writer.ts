import { failedPrecondition, newId, notFound } from '@quire/shared';
import type { ReusableContentEntry } from '../../content-tree/entries';
import type { PrismaClient } from '../../db';
import { changeRequestEditor } from '../../lib/change-request-editor';
import { bodyHashOf } from '../../revision-store/bodies';
import { MAX_REUSABLE_CONTENTS, reusableContentsOf } from '../../revision-store/store';

type Actor = { changeRequestId: string; actorId: string };

/** The body store's entry for a markdown body: none for an empty one (an empty reusable content). */
const bodyOf = (markdown: string | undefined): { bodyHash?: string; bodies?: Map<string, string> } => {
  if (markdown === undefined || markdown === '') return {};
  const bodyHash = bodyHashOf(markdown);
  return { bodyHash, bodies: new Map([[bodyHash, markdown]]) };
};

/** Adds a reusable content to a change request's revision; the limit per space is checked under the change request's lock. */
export function reusableContentCreator(db: PrismaClient, input: Actor & { title: string; markdown?: string }): Promise<ReusableContentEntry> {
  return changeRequestEditor(db, input, async ({ revision }) => {
    if (reusableContentsOf(revision).size >= MAX_REUSABLE_CONTENTS) {
      throw failedPrecondition(`A space has at most ${MAX_REUSABLE_CONTENTS} reusable contents`);
    }
    const now = new Date().toISOString();
    const { bodyHash, bodies } = bodyOf(input.markdown);
    const entry: ReusableContentEntry = { id: newId(), title: input.title, ...(bodyHash && { bodyHash }), createdAt: now, updatedAt: now };
    return { changes: { reusableContents: { put: [entry] } }, bodies, result: entry };
  });
}

/** Changes the title and/or body of a reusable content of a change request; a change that changes nothing writes nothing. */
export function reusableContentUpdater(
  db: PrismaClient,
  input: Actor & { reusableContentId: string; title?: string; markdown?: string },
): Promise<ReusableContentEntry> {
  return changeRequestEditor(db, input, async ({ revision }) => {
    const current = reusableContentsOf(revision).get(input.reusableContentId);
    if (!current) throw notFound('Reusable content not found');
    const next: ReusableContentEntry = { ...current };
    if (input.title !== undefined) next.title = input.title;
    let bodies: Map<string, string> | undefined;
    if (input.markdown !== undefined) {
      const body = bodyOf(input.markdown);
      if (body.bodyHash) next.bodyHash = body.bodyHash;
      else delete next.bodyHash;
      bodies = body.bodies;
    }
    if (next.title === current.title && next.bodyHash === current.bodyHash) return { changes: {}, result: current };
    next.updatedAt = new Date().toISOString();
    return { changes: { reusableContents: { put: [next] } }, bodies, result: next };
  });
}

/**
 * Removes a reusable content from a change request. The blocks that include it stay: the
 * reader shows them as "not available", as GitBook does for a deleted reusable content.
 * One that is not there changes nothing (DELETE answers 204 either way).
 */
export function reusableContentDeleter(db: PrismaClient, input: Actor & { reusableContentId: string }): Promise<void> {
  return changeRequestEditor(db, input, async ({ revision }) => {
    if (!reusableContentsOf(revision).has(input.reusableContentId)) return { changes: {}, result: undefined };
    return { changes: { reusableContents: { remove: [input.reusableContentId] } }, result: undefined };
  });
}
