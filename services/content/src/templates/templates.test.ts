import { documentPlainText, documentToMarkdown, markdownToDocument, validateDocument } from '@quire/documents';
import { getBodies } from '../revision-store/bodies';
import { loadSnapshot, storedRevisionSelect } from '../revision-store/store';
import { outlineOf } from '../content-tree/outline';
import { createSpace, newOrganization, useTestEnvironment } from '../../test/helpers';
import { fillPlaceholders, templateCatalog, type TemplatePage } from './catalog';
import { templateApplier } from './commands/template-applier';

const documentPages = (pages: TemplatePage[]): TemplatePage[] => pages.flatMap((page) => [...(page.type === 'document' ? [page] : []), ...documentPages(page.pages)]);

/** Keys are random per conversion; everything else must survive. */
const withoutKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'key').map(([key, inner]) => [key, withoutKeys(inner)]))
      : value;

describe('template catalog', () => {
  it('ships product-docs, api-reference, knowledge-base and changelog, each with useful pages', () => {
    const catalog = templateCatalog();
    expect([...catalog.keys()]).toEqual(expect.arrayContaining(['product-docs', 'api-reference', 'knowledge-base', 'changelog']));
    for (const template of catalog.values()) {
      const pages = documentPages(template.pages);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      for (const page of pages) expect(page.markdown.trim().length).toBeGreaterThan(40);
    }
  });

  it.each([...templateCatalog().keys()])('%s: every page converts to a valid GitBook document and back without losing content', (id) => {
    const template = templateCatalog().get(id)!;
    for (const page of documentPages(template.pages)) {
      const markdown = fillPlaceholders(page.markdown, Object.fromEntries(Object.entries(template.refs).map(([name, ref]) => [name, ref.default])));
      const document = markdownToDocument(markdown);
      const validation = validateDocument(document);
      expect(validation).toEqual(expect.objectContaining({ ok: true }));
      const back = documentToMarkdown(document);
      expect(withoutKeys(markdownToDocument(back))).toEqual(withoutKeys(document));
      expect(documentPlainText(markdownToDocument(back))).toBe(documentPlainText(document));
    }
  });
});

describe('applying a template', () => {
  const env = useTestEnvironment();

  it('adds the template\'s pages after the existing ones in a new main revision, with placeholders filled', async () => {
    const org = newOrganization(env);
    const space = await createSpace(env, org, 'Docs');
    const template = templateCatalog().get('api-reference')!;
    await templateApplier(env.db, { spaceId: space.id, template, values: { openApiSpec: 'https://api.example.org/spec.json' }, actorId: org.admin.userId });
    const revisionId = await templateApplier(env.db, { spaceId: space.id, template: templateCatalog().get('changelog')!, values: {}, actorId: org.admin.userId });

    const row = await env.db.space.findUniqueOrThrow({ where: { id: space.id }, select: { revisionId: true } });
    expect(row.revisionId).toBe(revisionId);
    const revision = await env.db.revision.findUniqueOrThrow({ where: { id: revisionId }, select: storedRevisionSelect });
    const snapshot = await loadSnapshot(env.db, revision);
    const outline = outlineOf(snapshot);
    expect(outline.map((node) => node.entry.title)).toEqual([...template.pages.map((page) => page.title), ...templateCatalog().get('changelog')!.pages.map((page) => page.title)]);
    const endpoints = outline.find((node) => node.entry.title === 'Endpoints')!;
    expect(endpoints.entry.kind).toBe('group');
    expect(endpoints.children.map((node) => node.path)).toEqual(['endpoints/users', 'endpoints/projects']);
    const introduction = outline.find((node) => node.entry.title === 'Introduction')!.entry;
    const bodies = await getBodies(env.db, [introduction.bodyHash!]);
    expect(bodies.get(introduction.bodyHash!)).toContain('(https://api.example.org/spec.json)');
  });
});
