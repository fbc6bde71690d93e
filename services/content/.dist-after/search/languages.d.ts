/**
 * The text analysis of a space's search index follows the space's `language` (GitBook
 * "TranslationLanguage" codes). Each analysis is a Snowball stemmer PostgreSQL ships (the
 * migration creates `quire_<analysis>`: that stemmer with `unaccent` before it); languages
 * without one use `simple` (lower-casing and unaccent, no stemming).
 */
export declare const SEARCH_ANALYSES: readonly ["simple", "arabic", "danish", "dutch", "english", "finnish", "french", "german", "greek", "hindi", "hungarian", "indonesian", "italian", "lithuanian", "norwegian", "portuguese", "romanian", "russian", "spanish", "swedish", "turkish"];
export type SearchAnalysis = (typeof SEARCH_ANALYSES)[number];
/** Spaces without a language are GitBook's default, English. */
export declare const DEFAULT_ANALYSIS: SearchAnalysis;
/** The analysis for a space's language code; a code without a stemmer gets `simple`. */
export declare function analysisOf(language: string | null | undefined): SearchAnalysis;
/** Every mapped language code with its analysis (the sweep compares them in SQL). */
export declare const LANGUAGE_ANALYSES: readonly (readonly [string, SearchAnalysis])[];
