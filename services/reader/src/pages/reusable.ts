import type { JSONDocument } from '@gitbook/api';
import { inlineReusableContents } from '@quire/documents';
import { collectReferences, type DocumentReferences } from '../render';
import { RENDER_LIMITS } from '../render/limits';

/**
 * The reusable contents a document includes, and those they include in turn, down to
 * RENDER_LIMITS.maxReusableDepth (what the renderer shows): one load per level, whatever the
 * number of blocks. Ids the revision does not have are absent (rendered as a notice).
 */
export async function loadReusableContents(
  document: JSONDocument,
  load: (ids: string[]) => Promise<Map<string, JSONDocument>>,
): Promise<Map<string, JSONDocument>> {
  const found = new Map<string, JSONDocument>();
  const asked = new Set<string>();
  let wanted = collectReferences(document).reusableContents;
  for (let depth = 0; depth < RENDER_LIMITS.maxReusableDepth && wanted.length > 0; depth++) {
    const ids = wanted.filter((id) => !asked.has(id));
    for (const id of ids) asked.add(id);
    if (ids.length === 0) break;
    const loaded = await load(ids);
    for (const [id, included] of loaded) found.set(id, included);
    wanted = [...loaded.values()].flatMap((included) => collectReferences(included).reusableContents);
  }
  return found;
}

/** The references of a document and of the reusable contents it includes, together (one batch per kind). */
export function referencesWithReusable(document: JSONDocument, reusable: ReadonlyMap<string, JSONDocument>): DocumentReferences {
  const all = [document, ...reusable.values()].map(collectReferences);
  return {
    pages: all.flatMap((references) => references.pages),
    files: all.flatMap((references) => references.files),
    spaces: all.flatMap((references) => references.spaces),
    reusableContents: [...reusable.keys()],
    openAPISpecs: all.flatMap((references) => references.openAPISpecs),
    integrationBlocks: all.flatMap((references) => references.integrationBlocks),
  };
}

/** The document with its `reusable-content` blocks replaced by what they include (Markdown has no include). */
export const inlineReusable = (document: JSONDocument, reusable: ReadonlyMap<string, JSONDocument>): JSONDocument =>
  reusable.size === 0 ? document : inlineReusableContents(document, (id) => reusable.get(id), RENDER_LIMITS.maxReusableDepth);
