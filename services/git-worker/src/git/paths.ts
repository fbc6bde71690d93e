/**
 * Repository paths: POSIX, relative to the repository root, no leading or trailing slash,
 * '' for the root itself. Everything here is pure string work (no `node:path`, whose
 * behaviour depends on the platform).
 */

/** `a/./b/../c` → `a/c`; undefined when the path climbs above the root. */
export function normalizePath(path: string): string | undefined {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return undefined;
      out.pop();
      continue;
    }
    out.push(segment);
  }
  return out.join('/');
}

export function joinPath(...parts: string[]): string {
  return parts.filter((part) => part !== '').join('/');
}

export function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The extension, lower-cased, without its dot ('' for none). */
export function extension(path: string): string {
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isUnder(path: string, directory: string): boolean {
  return directory === '' || path === directory || path.startsWith(`${directory}/`);
}

/** `path` relative to `directory` (which must contain it). */
export function relativeTo(path: string, directory: string): string {
  if (directory === '') return path;
  return path === directory ? '' : path.slice(directory.length + 1);
}

/** The relative href from a file in `fromDirectory` to `toPath`, each segment percent-encoded. */
export function relativeHref(fromDirectory: string, toPath: string): string {
  const from = fromDirectory === '' ? [] : fromDirectory.split('/');
  const to = toPath.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const segments = [...from.slice(common).map(() => '..'), ...to.slice(common)];
  return segments.map(encodePathSegment).join('/');
}

/**
 * encodeURIComponent, plus the parentheses: a link destination with an unbalanced one would
 * end the markdown link early.
 */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/\(/g, '%28').replace(/\)/g, '%29');
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A href with a scheme (`https:`, `mailto:`, `quire:`) or protocol-relative (`//host`). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}


/** `getting-started_guide` → `Getting started guide`: a title for a file or folder without a heading. */
export function titleFromName(name: string): string {
  const words = name.replace(/\.(md|markdown)$/i, '').replace(/[-_]+/g, ' ').trim();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1);
}
