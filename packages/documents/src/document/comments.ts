import type { DocumentBlock, DocumentInline } from '@gitbook/api';
import { isValidComponent } from '../validate';

/**
 * GitBook nodes markdown has no syntax for travel as HTML comments holding their JSON:
 * `<!-- quire:block {...} -->` (a block on its own line), `<!-- quire:inline {...} -->`,
 * and `<!-- quire:annotation {"fragments":[...]} -->text<!-- /quire:annotation -->`.
 * Renderers show nothing for them; reading the markdown back restores the node when it
 * is valid against the reference schema and allowed where it stands.
 */
export type CommentKind = 'block' | 'inline' | 'annotation';

export function encodeComment(kind: CommentKind, value: unknown): string {
  // `--` may not appear inside a comment; JSON only has it inside strings, where
  // `-\u002d` reads back the same.
  return `<!-- quire:${kind} ${JSON.stringify(value).replace(/--/g, '-\\u002d')} -->`;
}

export const ANNOTATION_END = '<!-- /quire:annotation -->';

export function decodeComment(comment: string, kind: CommentKind): unknown {
  const match = new RegExp(`^<!--\\s*quire:${kind}\\s+([\\s\\S]*?)\\s*-->$`).exec(comment.trim());
  if (!match) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(match[1]);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  switch (kind) {
    case 'block':
      return isValidComponent('DocumentBlock', value) ? (value as DocumentBlock) : undefined;
    case 'inline':
      return isValidComponent('DocumentInline', value) ? (value as DocumentInline) : undefined;
    case 'annotation': {
      const fragments = (value as { fragments?: unknown }).fragments;
      const probe = { object: 'inline', type: 'annotation', isVoid: false, data: {}, fragments, nodes: [] };
      return isValidComponent('DocumentInline', probe) ? { fragments } : undefined;
    }
  }
}
