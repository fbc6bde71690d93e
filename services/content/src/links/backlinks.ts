import type { FileEntry } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { ContentContext } from '../context';
import { ensureBodyLinksStored } from './body-links';
import { linkPageReference } from './extract';
import { filePathKeys, pagePathKeys, resolveRelativePath } from './paths';
import { findBacklinkCandidates } from './queries';
import { lookupKeyOf, type BodyReference } from './references';
import type { ContentView } from './view';

/** What a backlink search looks for: a page or a file of the view's revision. */
export type BacklinkTarget = { kind: 'page'; node: OutlineNode } | { kind: 'file'; file: FileEntry };

/** Whether a reference written in `source` points at the target in the view's revision. */
function pointsAt(view: ContentView, target: BacklinkTarget, source: OutlineNode, reference: Pick<BodyReference, 'kind' | 'target' | 'spaceId'>): boolean {
  if (reference.target === null) return false;
  if (reference.kind === 'path') {
    const resolved = resolveRelativePath(view.graph.paths, source, reference.target);
    return target.kind === 'page'
      ? resolved?.kind === 'page' && resolved.node.entry.id === target.node.entry.id
      : resolved?.kind === 'file' && resolved.file.id === target.file.id;
  }
  if (target.kind === 'page') return reference.kind === 'page' && reference.target === target.node.entry.id && (reference.spaceId === null || reference.spaceId === view.space.id);
  return reference.kind === 'file' && reference.target === target.file.id;
}

/**
 * The pages of the view's revision that link to (or use) the target, by id, without the target
 * page itself. Every body of the revision has its links stored first (extracted if never read,
 * which only a revision's first read does); then one indexed query finds the references that
 * may point at the target, and link pages are checked in memory.
 */
export async function findBacklinkSources(ctx: ContentContext, view: ContentView, target: BacklinkTarget): Promise<OutlineNode[]> {
  const { graph } = view;
  const bodyHashes = [...graph.byBody.keys()];
  await ensureBodyLinksStored(ctx, bodyHashes);
  const candidates = await findBacklinkCandidates(ctx.pool, {
    kind: target.kind,
    id: lookupKeyOf(target.kind === 'page' ? target.node.entry.id : target.file.id),
    pathKeys: target.kind === 'page' ? pagePathKeys(target.node) : filePathKeys(target.file),
    bodyHashes,
  });
  const sources = new Map<string, OutlineNode>();
  for (const candidate of candidates) {
    for (const source of graph.byBody.get(candidate.body_hash) ?? []) {
      if (sources.has(source.entry.id)) continue;
      if (pointsAt(view, target, source, { kind: candidate.kind, target: candidate.target, spaceId: candidate.space_id })) sources.set(source.entry.id, source);
    }
  }
  for (const source of graph.linkPages) {
    const reference = linkPageReference(source.entry.target);
    if (reference && pointsAt(view, target, source, reference)) sources.set(source.entry.id, source);
  }
  if (target.kind === 'page') sources.delete(target.node.entry.id);
  return [...sources.values()].sort((a, b) => (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0));
}
