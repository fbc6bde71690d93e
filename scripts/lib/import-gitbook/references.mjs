// Content references (GitBook `ContentRef`s) in imported documents and link pages name source
// ids: pages, anchors, files, spaces, collections. They are rewritten to the ids the import gave
// those objects in Quire. A reference whose target the import has not written (yet) is reported
// as unresolved, so that the page is written again once it can be.

/**
 * `maps` = { page(spaceId|undefined, pageId) -> id?, file(fileId) -> id?, space(id) -> id?,
 * collection(id) -> id? }. Answers a rewritten copy of `ref` and whether every id was found.
 */
export function remapRef(ref, maps, currentSourceSpaceId) {
  if (!ref || typeof ref !== 'object' || typeof ref.kind !== 'string') return { ref, resolved: true };
  let resolved = true;
  const copy = { ...ref };
  const mapField = (field, lookup) => {
    if (typeof copy[field] !== 'string') return;
    const mapped = lookup(copy[field]);
    if (mapped === undefined) resolved = false;
    else copy[field] = mapped;
  };
  // A page or anchor in another space keeps naming that space (mapped); in this one, no space.
  const pageSpace = typeof ref.space === 'string' && ref.space !== currentSourceSpaceId ? ref.space : currentSourceSpaceId;
  switch (ref.kind) {
    case 'page':
    case 'anchor':
      mapField('page', (id) => maps.page(pageSpace, id));
      if (typeof copy.space === 'string') mapField('space', maps.space);
      break;
    case 'file':
      mapField('file', maps.file);
      break;
    case 'space':
      mapField('space', maps.space);
      break;
    case 'collection':
      mapField('collection', maps.collection);
      break;
    case 'reusable-content':
      // Reusable contents are not imported: the reference is left as it is.
      resolved = true;
      break;
    default:
      break;
  }
  return { ref: copy, resolved };
}

/** Rewrites every `ref` (and image `src`/`ref`) in a GitBook JSON document; answers a copy. */
export function remapDocument(document, maps, currentSourceSpaceId) {
  let resolved = true;
  const visit = (value) => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    if (typeof value.kind === 'string' && isContentRefKind(value.kind)) {
      const result = remapRef(value, maps, currentSourceSpaceId);
      if (!result.resolved) resolved = false;
      return result.ref;
    }
    const copy = {};
    for (const [key, child] of Object.entries(value)) copy[key] = visit(child);
    return copy;
  };
  return { document: visit(document), resolved };
}

const REF_KINDS = new Set(['page', 'anchor', 'file', 'space', 'collection', 'url', 'user', 'reusable-content', 'openapi', 'synced-block']);
const isContentRefKind = (kind) => REF_KINDS.has(kind);
