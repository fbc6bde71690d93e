/**
 * A limit checked before YAML from outside is parsed (OpenAPI sources, page front matter;
 * docs/outside-sources.md, "Limits of what is parsed"). The `yaml` package is linear in
 * block-style documents (3,000 levels of indentation, 4.5 MB: 0.2 s), but not in nested flow
 * collections: 50,000 `[` (50 KB) take seconds. Flow nesting beyond this limit is refused
 * before parsing; aliases are bounded by each caller's `maxAliasCount`.
 */
export const MAX_YAML_FLOW_DEPTH = 256;

/**
 * An upper bound of the nesting of flow collections (`[`, `{`) in a YAML (or JSON) text: every
 * bracket counts, even inside quoted scalars and comments, so the real nesting is never deeper
 * (a text with 256 more opening brackets than closing ones in its strings is refused wrongly;
 * none is real). One pass.
 */
export function yamlFlowDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if ((code === 0x5d || code === 0x7d) && depth > 0) {
      depth -= 1;
    }
  }
  return deepest;
}
