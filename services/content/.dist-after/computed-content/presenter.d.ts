import type { PublicUrls } from '../lib/urls';
import { type ReferenceOutline, type ReferenceTag } from './openapi-reference';
type Json = {
    [key: string]: unknown;
};
/** What every generated page and document depends on. */
export type ReferenceInput = {
    spaceId: string;
    slug: string;
    seed: string;
    outline: ReferenceOutline;
    urls: PublicUrls;
};
/** What the generated documents depend on (no URLs: stored pages get theirs when presented). */
export type DocumentInput = Pick<ReferenceInput, 'slug' | 'seed' | 'outline'>;
/** `doc: "info"`: the tag's description. */
export declare const infoDocument: (tag: ReferenceTag) => Promise<Json>;
/** `doc: "operations"`: the tag's description, then an `openapi-operation` block per operation. */
export declare function operationsDocument(input: DocumentInput, tag: ReferenceTag): Promise<Json>;
/** `doc: "models"`: `openapi-schemas` blocks naming every schema (none when the spec has none). */
export declare const modelsDocument: (input: DocumentInput) => Json;
/** The pages of a computed revision: one per tag in the outline's order, then the models page when asked for and the spec has models. */
export declare function referencePages(input: ReferenceInput, models: boolean): Promise<Json[]>;
export {};
