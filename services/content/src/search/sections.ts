import { documentPlainText, type JSONDocument } from '@quire/documents';
import { slugify } from '../content-tree/outline';
import { documentForReading } from '../lib/markdown-parse';

/**
 * One heading section of a page as the search index stores it: the text before the first
 * heading (no anchor, the page's title), then one section per heading, down to the next
 * heading of any level. Code is kept apart from prose so that it weighs less.
 */
export type PageSection = {
  /** The heading's anchor; null for the text before the first heading. */
  anchor: string | null;
  /** The heading's text (the page's title for the text before the first heading). */
  title: string;
  /** The titles of the enclosing headings and of this one, outermost first. */
  headings: string[];
  prose: string;
  code: string;
};

/**
 * Bounds on what one page puts in the index. PostgreSQL refuses a tsvector above 1 MB and
 * ts_headline's cost grows with the text, while a page may hold 1 MiB of Markdown: text past
 * these limits is left out of the index (the page itself is unchanged).
 */
export const MAX_SECTIONS_PER_PAGE = 200;
export const MAX_SECTION_CHARS = 64 * 1024;
export const MAX_PAGE_CHARS = 128 * 1024;

const HEADING_LEVEL: Readonly<Record<string, number>> = { 'heading-1': 1, 'heading-2': 2, 'heading-3': 3 };
// Code blocks (fenced or `{% code %}`): indexed with the lowest weight.
const CODE_BLOCKS = new Set(['code']);

type Block = JSONDocument['nodes'][number];

// Control characters would reach the snippets' markers (see postgres-search-index.ts) and
// mean nothing in a search; NUL cannot be stored.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const clean = (text: string): string => text.replace(CONTROL, ' ');

const plainText = (block: Block): string => clean(documentPlainText({ object: 'document', data: {}, nodes: [block] } as JSONDocument));

/** Appends `text` to `parts` while their total stays within `room` characters; returns the room left. */
function append(parts: string[], text: string, room: number): number {
  if (text.trim() === '' || room <= 0) return room;
  const kept = text.length > room ? text.slice(0, room) : text;
  parts.push(kept);
  return room - kept.length - 1;
}

/**
 * The Markdown parsed for the index: at most MAX_PAGE_CHARS, cut at a line end. Its text is
 * never longer than that, and parsing a page of 1 MiB would hold the event loop for seconds.
 */
function boundedMarkdown(markdown: string): string {
  if (markdown.length <= MAX_PAGE_CHARS) return markdown;
  const cut = markdown.lastIndexOf('\n', MAX_PAGE_CHARS);
  return markdown.slice(0, cut > 0 ? cut : MAX_PAGE_CHARS);
}

/**
 * Splits a page's Markdown into its heading sections, with @quire/documents' parser (the same
 * conversion the API's `format=document` uses, so headings, their anchors and GitBook's blocks
 * are found exactly as they are shown). Only top-level headings split: a heading inside
 * a hint or a tab belongs to the section around it. Anchors are the heading's own id when it
 * has one, otherwise the slug of its text, made unique within the page.
 *
 * The first section is always the text before the first heading (anchor null, no title: the
 * page's title and description complete it, see pageSections), possibly empty. The result
 * depends on the Markdown alone, so it is the same for every page with that body.
 */
export async function splitMarkdownSections(markdown: string): Promise<PageSection[]> {
  // Parsed in content's parse pool (a body over the limits is indexed as its plain text),
  // uncached: indexing reads every page once, and would only evict the pages readers are reading.
  return sectionsOfDocument(await documentForReading(boundedMarkdown(markdown), { uncached: true }));
}

/** The sections of a parsed body (see splitMarkdownSections). */
export function sectionsOfDocument(document: JSONDocument): PageSection[] {
  const sections: PageSection[] = [];
  const usedAnchors = new Map<string, number>();
  const uniqueAnchor = (wanted: string): string => {
    const seen = usedAnchors.get(wanted) ?? 0;
    usedAnchors.set(wanted, seen + 1);
    return seen === 0 ? wanted : `${wanted}-${seen}`;
  };
  // The heading titles in force, by level (index 0 = level 1).
  const outline: (string | undefined)[] = [];
  let pageRoom = MAX_PAGE_CHARS;

  type Open = { section: Omit<PageSection, 'prose' | 'code'>; proseParts: string[]; codeParts: string[]; room: number };
  const open = (anchor: string | null, title: string, headings: string[]): Open => ({ section: { anchor, title, headings }, proseParts: [], codeParts: [], room: MAX_SECTION_CHARS });
  const close = ({ section, proseParts, codeParts }: Open) => sections.push({ ...section, prose: proseParts.join('\n'), code: codeParts.join('\n') });

  let current = open(null, '', []);
  for (const block of document.nodes) {
    const level = HEADING_LEVEL[block.type];
    if (level !== undefined && sections.length < MAX_SECTIONS_PER_PAGE - 1) {
      close(current);
      const text = plainText(block).trim() || 'Untitled';
      outline.length = level - 1;
      outline[level - 1] = text;
      const id = (block as { data?: { id?: unknown } }).data?.id;
      const anchor = uniqueAnchor(typeof id === 'string' && id !== '' ? id : slugify(text));
      current = open(anchor, text, outline.filter((heading): heading is string => heading !== undefined));
      continue;
    }
    if (pageRoom <= 0) continue;
    const parts = CODE_BLOCKS.has(block.type) ? current.codeParts : current.proseParts;
    const room = Math.min(current.room, pageRoom);
    const used = room - append(parts, plainText(block), room);
    current.room -= used;
    pageRoom -= used;
  }
  close(current);
  return sections;
}

/**
 * A page's sections from its body's (splitMarkdownSections): the text before the first
 * heading takes the page's title, its description comes first, and it is left out when it
 * has no text at all.
 */
export function pageSections(title: string, body: readonly PageSection[], description?: string): PageSection[] {
  const [lead, ...headed] = body;
  const prose = [description ? clean(description) : '', lead?.prose ?? ''].filter((text) => text.trim() !== '').join('\n');
  const code = lead?.code ?? '';
  return prose === '' && code === '' ? [...headed] : [{ anchor: null, title, headings: [], prose, code }, ...headed];
}

/** splitMarkdownSections and pageSections in one call. */
export const splitPageSections = async (title: string, markdown: string, description?: string): Promise<PageSection[]> =>
  pageSections(title, await splitMarkdownSections(markdown), description);
