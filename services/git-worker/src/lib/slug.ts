/**
 * A page slug from a file or folder name or a title: lower-case letters, digits and single
 * `-` between them (content's slug rule: `^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*$`, at most 100).
 * '' when nothing usable is left.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}
