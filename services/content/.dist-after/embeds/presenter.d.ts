import type { contentV1 } from '@quire/proto';
import type { ResolvedEmbed } from '../clients/git-worker';
/**
 * GitBook's `Embed`: `{type: "link", title, site, icon?}` or `{type: "rich", html, ...}`.
 * Exactly one of the contract's variants: `html` only on `rich` (the `integration` variant
 * needs an integration unfurling URLs, which Quire does not run).
 */
export declare function presentEmbed(resolved: ResolvedEmbed): contentV1.Embed;
