"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LANGUAGE_ANALYSES = exports.DEFAULT_ANALYSIS = exports.SEARCH_ANALYSES = void 0;
exports.analysisOf = analysisOf;
/**
 * The text analysis of a space's search index follows the space's `language` (GitBook
 * "TranslationLanguage" codes). Each analysis is a Snowball stemmer PostgreSQL ships (the
 * migration creates `quire_<analysis>`: that stemmer with `unaccent` before it); languages
 * without one use `simple` (lower-casing and unaccent, no stemming).
 */
exports.SEARCH_ANALYSES = [
    'simple',
    'arabic',
    'danish',
    'dutch',
    'english',
    'finnish',
    'french',
    'german',
    'greek',
    'hindi',
    'hungarian',
    'indonesian',
    'italian',
    'lithuanian',
    'norwegian',
    'portuguese',
    'romanian',
    'russian',
    'spanish',
    'swedish',
    'turkish',
];
const ANALYSIS_OF_LANGUAGE = {
    en: 'english',
    fr: 'french',
    de: 'german',
    es: 'spanish',
    it: 'italian',
    pt: 'portuguese',
    'pt-br': 'portuguese',
    ru: 'russian',
    nl: 'dutch',
    tr: 'turkish',
    sv: 'swedish',
    no: 'norwegian',
    da: 'danish',
    fi: 'finnish',
    el: 'greek',
    hu: 'hungarian',
    ro: 'romanian',
    id: 'indonesian',
    lt: 'lithuanian',
    hi: 'hindi',
    ar: 'arabic',
};
/** Spaces without a language are GitBook's default, English. */
exports.DEFAULT_ANALYSIS = 'english';
/** The analysis for a space's language code; a code without a stemmer gets `simple`. */
function analysisOf(language) {
    if (language === null || language === undefined || language === '')
        return exports.DEFAULT_ANALYSIS;
    return ANALYSIS_OF_LANGUAGE[language.toLowerCase()] ?? 'simple';
}
/** Every mapped language code with its analysis (the sweep compares them in SQL). */
exports.LANGUAGE_ANALYSES = Object.entries(ANALYSIS_OF_LANGUAGE);
//# sourceMappingURL=languages.js.map