import { stringify as stringifyYaml } from 'yaml';
import { encodePathSegment, isExternalHref, joinPath, normalizePath, relativeHref, safeDecode } from './paths';

/**
 * Reusable contents in GitBook's Git Sync layout: each is a file `.gitbook/includes/<slug>.md`
 * under the space root, its title in front matter (`title: ...`), and a page includes one with
 * a line `{% include "<path of the file relative to the page>" %}`
 * (`{% include "../.gitbook/includes/support.md" %}`). In content, a page holds a
 * `reusable-content` block, which its Markdown writes as `<!-- quire:block {...} -->`
 * (packages/documents, document/comments.ts): the two are converted here, both ways.
 */

export const INCLUDES_DIRECTORY = '.gitbook/includes';

const INCLUDE_LINE = /^([ \t]*)\{%\s*include\s+"([^"\n]+)"\s*%\}[ \t]*$/gm;
const BLOCK_COMMENT_LINE = /^([ \t]*)<!-- quire:block (\{[^\n]*?\}) -->[ \t]*$/gm;

/** How an import names a reusable content before content gives it an id (WriteRevision). */
export const importReusableRef = (key: string) =>
  // `-` encoded too: a comment may not hold `--`, which encodeComment would rewrite.
  `quire-import:reusable-content/${encodePathSegment(key).replace(/-/g, '%2D')}`;

/** A `reusable-content` block as content's Markdown writes it. */
export const reusableBlockComment = (reusableContent: string) =>
  `<!-- quire:block ${JSON.stringify({ object: 'block', type: 'reusable-content', isVoid: true, data: { ref: { kind: 'reusable-content', reusableContent } } })} -->`;

/**
 * Import: each `{% include "..." %}` line of a page (or include file) in `fromDirectory` that
 * names an include file of the import (`keys`) → the block naming it; others stay as they are.
 */
export function importIncludes(markdown: string, fromDirectory: string, root: string, keys: ReadonlySet<string>): string {
  if (!markdown.includes('include')) return markdown;
  return markdown.replace(INCLUDE_LINE, (line, indent: string, target: string) => {
    if (isExternalHref(target)) return line;
    const raw = safeDecode(target);
    const path = raw.startsWith('/') ? normalizePath(joinPath(root, raw)) : normalizePath(joinPath(fromDirectory, raw));
    return path !== undefined && keys.has(path) ? `${indent}${reusableBlockComment(importReusableRef(path))}` : line;
  });
}

/**
 * Export: each `reusable-content` block of Markdown written to `fromDirectory` that names a
 * reusable content written to a file (`paths`, by id) → its `{% include %}` line; a block of
 * another space or an unknown one stays a block.
 */
export function exportIncludes(markdown: string, fromDirectory: string, paths: ReadonlyMap<string, string>): string {
  if (!markdown.includes('quire:block')) return markdown;
  return markdown.replace(BLOCK_COMMENT_LINE, (line, indent: string, json: string) => {
    let node: { type?: unknown; data?: { ref?: { reusableContent?: unknown; space?: unknown } } };
    try {
      node = JSON.parse(json);
    } catch {
      return line;
    }
    const ref = node.data?.ref;
    if (node.type !== 'reusable-content' || typeof ref?.reusableContent !== 'string' || ref.space !== undefined) return line;
    const path = paths.get(ref.reusableContent);
    return path === undefined ? line : `${indent}{% include "${relativeHref(fromDirectory, path)}" %}`;
  });
}

/** An include file as GitBook writes it: its title in front matter, then its body. */
export const formatIncludeFile = (title: string, body: string): string =>
  `---\n${stringifyYaml({ title }, { lineWidth: 0 })}---\n\n${body.replace(/^(?:[ \t]*\r?\n)+/, '')}`;

export const includeDirectoryOf = (root: string) => joinPath(root, INCLUDES_DIRECTORY);
