import stem from 'wink-porter2-stemmer';
import { STOP_WORDS } from './stop-words';

/** A stem and how many times it occurs (a TF vector), and a readable word for each stem. */
export type Terms = { counts: Map<string, number>; words: Map<string, string> };

const MAX_WORD_LENGTH = 40;

/**
 * Words of a text: lower-cased, diacritics folded, split on anything that is not a letter,
 * a digit or an apostrophe inside a word. Tokens of one character and numbers are dropped.
 */
export function wordsOf(text: string): string[] {
  const folded = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[\u2018\u2019]/g, "'");
  const words: string[] = [];
  for (const match of folded.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu)) {
    const word = match[0];
    if (word.length < 2 || word.length > MAX_WORD_LENGTH || /^\p{N}+$/u.test(word)) continue;
    words.push(word);
  }
  return words;
}

/**
 * The TF vector of a text for clustering: its words without stop words, stemmed with Porter2
 * (so "configure", "configuring" and "configuration" count as one term). `words` keeps, for
 * each stem, the shortest word seen with it (the alphabetically first among equals), which
 * does not depend on the order the words came in.
 */
export function termsOf(text: string): Terms {
  const counts = new Map<string, number>();
  const words = new Map<string, string>();
  for (const word of wordsOf(text)) {
    if (STOP_WORDS.has(word)) continue;
    const bare = word.replace(/'s$/, '').replace(/'/g, '');
    if (bare.length < 2 || STOP_WORDS.has(bare)) continue;
    const term = stem(bare);
    if (term.length < 2) continue;
    counts.set(term, (counts.get(term) ?? 0) + 1);
    const known = words.get(term);
    if (known === undefined || bare.length < known.length || (bare.length === known.length && bare < known)) words.set(term, bare);
  }
  return { counts, words };
}
