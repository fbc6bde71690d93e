import { RENDER_LIMITS } from './limits';

/** An `id` given by the author (a heading's `data.id`): the reference schema's pattern. */
const AUTHOR_ID = /^[-a-z0-9.+_]+$/;

/**
 * The slug of a heading's text, as readers expect to type it after `#`: lower case, letters
 * and digits of any script kept, spaces and dashes to one `-`, everything else dropped.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]+/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, RENDER_LIMITS.maxSlugLength)
    .replace(/^-+|-+$/g, '');
  return slug;
}

/**
 * Every `id` one render gives out, headings and the renderer's own (tabs, notes, tasks) alike,
 * so that none is given twice: the second "Install" heading is `install-1`, and a heading
 * whose text is "q tab 1" cannot take the id of a tab.
 */
export class IdRegistry {
  private readonly used = new Set<string>();

  /** A unique id from a preferred one: `base`, else `base-1`, `base-2`... */
  claim(base: string): string {
    let id = base;
    for (let index = 1; this.used.has(id); index++) id = `${base}-${index}`;
    this.used.add(id);
    return id;
  }

  /** A heading's id: the author's (`data.id`, `meta.id`) when valid, else the slug of its text. */
  heading(authorIds: Array<string | undefined>, text: string): string {
    const author = authorIds.find((id): id is string => typeof id === 'string' && id.length <= 100 && AUTHOR_ID.test(id));
    return this.claim(author ?? (slugify(text) || 'section'));
  }
}
