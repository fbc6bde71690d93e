import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The templates shipped in services/content/templates: one folder per template, read once at
 * first use. A malformed template is a bug in the repository: it fails loudly (and the catalog
 * test catches it).
 */
export const TEMPLATES_DIR = path.resolve(__dirname, '../../templates');

type TemplatePageSource = { title: string; type?: 'document' | 'group'; emoji?: string; file?: string; pages?: TemplatePageSource[] };

const ZTemplatePage: z.ZodType<TemplatePageSource> = z.lazy(() =>
  z.object({
    title: z.string().min(1).max(100),
    type: z.enum(['document', 'group']).optional(),
    emoji: z.string().max(50).optional(),
    file: z.string().regex(/^[a-z0-9-]+\.md$/).optional(),
    pages: z.array(ZTemplatePage).optional(),
  }),
);

const ZTemplateManifest = z.object({
  title: z.string().min(1),
  description: z.string(),
  refs: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), z.object({ description: z.string(), default: z.string() })).default({}),
  pages: z.array(ZTemplatePage).min(1),
});

export type TemplatePage = { title: string; type: 'document' | 'group'; emoji?: string; markdown: string; pages: TemplatePage[] };

export type Template = {
  id: string;
  title: string;
  description: string;
  refs: Record<string, { description: string; default: string }>;
  pages: TemplatePage[];
};

/** A page file's leading "# Title" line is the page title (kept in template.json), not its body. */
const bodyOf = (markdown: string): string => markdown.replace(/^# [^\n]*\n+/, '').trimEnd() + '\n';

function loadPages(folder: string, pages: TemplatePageSource[]): TemplatePage[] {
  return pages.map((page) => ({
    title: page.title,
    type: page.type ?? 'document',
    emoji: page.emoji,
    markdown: page.file ? bodyOf(readFileSync(path.join(folder, page.file), 'utf8')) : '',
    pages: loadPages(folder, page.pages ?? []),
  }));
}

let catalog: Map<string, Template> | undefined;

export function templateCatalog(): Map<string, Template> {
  if (catalog) return catalog;
  const loaded = new Map<string, Template>();
  for (const id of readdirSync(TEMPLATES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    const folder = path.join(TEMPLATES_DIR, id);
    const manifest = ZTemplateManifest.parse(JSON.parse(readFileSync(path.join(folder, 'template.json'), 'utf8')));
    loaded.set(id, { id, title: manifest.title, description: manifest.description, refs: manifest.refs, pages: loadPages(folder, manifest.pages) });
  }
  catalog = loaded;
  return loaded;
}

/** `{{name}}` placeholders replaced by the given values, or the template's defaults. */
export function fillPlaceholders(markdown: string, values: Record<string, string>): string {
  return markdown.replace(/\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g, (match, name: string) => values[name] ?? match);
}
