/**
 * The templates shipped in services/content/templates: one folder per template, read once at
 * first use. A malformed template is a bug in the repository: it fails loudly (and the catalog
 * test catches it).
 */
export declare const TEMPLATES_DIR: string;
export type TemplatePage = {
    title: string;
    type: 'document' | 'group';
    emoji?: string;
    markdown: string;
    pages: TemplatePage[];
};
export type Template = {
    id: string;
    title: string;
    description: string;
    refs: Record<string, {
        description: string;
        default: string;
    }>;
    pages: TemplatePage[];
};
export declare function templateCatalog(): Map<string, Template>;
/** `{{name}}` placeholders replaced by the given values, or the template's defaults. */
export declare function fillPlaceholders(markdown: string, values: Record<string, string>): string;
