import type { JSONDocument } from '@quire/documents';
import { documentForReading } from '../lib/markdown-parse';
import type { PublicUrls } from '../lib/urls';
import { DEFAULT_LAYOUT } from '../pages/presenter';
import { documentOf, MODELS_TITLE, operationBlock, pageSlugs, schemasBlocks, seededId, type ReferenceOutline, type ReferenceTag } from './openapi-reference';

type Json = { [key: string]: unknown };

/** What every generated page and document depends on. */
export type ReferenceInput = { spaceId: string; slug: string; seed: string; outline: ReferenceOutline; urls: PublicUrls };
/** What the generated documents depend on (no URLs: stored pages get theirs when presented). */
export type DocumentInput = Pick<ReferenceInput, 'slug' | 'seed' | 'outline'>;

/** A tag's description (CommonMark, as OpenAPI writes it) as blocks, parsed off the event loop; its plain text when it cannot be parsed within the limits. */
async function descriptionNodes(tag: ReferenceTag): Promise<unknown[]> {
  if (!tag.description) return [];
  const document: JSONDocument = await documentForReading(tag.description);
  return document.nodes;
}

/** `doc: "info"`: the tag's description. */
export const infoDocument = async (tag: ReferenceTag): Promise<Json> => documentOf(await descriptionNodes(tag));

/** `doc: "operations"`: the tag's description, then an `openapi-operation` block per operation. */
export async function operationsDocument(input: DocumentInput, tag: ReferenceTag): Promise<Json> {
  return documentOf([...(await descriptionNodes(tag)), ...tag.operations.map((operation) => operationBlock(input.slug, input.seed, operation))]);
}

/** `doc: "models"`: `openapi-schemas` blocks naming every schema (none when the spec has none). */
export const modelsDocument = (input: DocumentInput): Json => documentOf(schemasBlocks(input.slug, input.seed, input.outline.schemas));

/**
 * A generated page as GitBook's "RevisionPageDocument" with its `document`, at the top level of
 * the space (`urls.app` and `path` are where it would be). Never `computed` + `computedSeed`:
 * the contract's open `{documentId?}` branch would match them too and the page would fail it.
 */
function documentPage(input: ReferenceInput, slug: string, title: string, document: Json): Json {
  return {
    id: seededId(input.seed, 'page', slug),
    title,
    kind: 'sheet',
    type: 'document',
    urls: { app: `${input.urls.appUrl}/s/${input.spaceId}/${slug}` },
    slug,
    path: slug,
    pages: [],
    layout: { ...DEFAULT_LAYOUT },
    document,
  };
}

/** The pages of a computed revision: one per tag in the outline's order, then the models page when asked for and the spec has models. */
export async function referencePages(input: ReferenceInput, models: boolean): Promise<Json[]> {
  const pages: Json[] = [];
  for (const { tag, slug } of pageSlugs(input.outline)) {
    pages.push(documentPage(input, slug, tag.title, await operationsDocument(input, tag)));
  }
  if (models && input.outline.schemas.length > 0) pages.push(documentPage(input, 'models', MODELS_TITLE, modelsDocument(input)));
  return pages;
}
