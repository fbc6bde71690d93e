import type { ReaderLocale } from '../model';
import { de } from './de';
import { en, type StringKey, type Strings } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { zh } from './zh';

export { type StringKey, type Strings } from './en';

/**
 * The reader's interface strings (skip link, search, pagination, error pages, the renderer's
 * labels...) in the languages of `ReaderLocale`. The keys and what uses them are listed in
 * `en.ts`, the reference set every language must match.
 */
const STRINGS: Record<ReaderLocale, Strings> = { en, fr, de, es, ja, zh };

export const READER_LOCALES = Object.keys(STRINGS) as ReaderLocale[];

/** BCP 47 tags for `<html lang>` and `Intl` (GitBook's `zh` is Simplified Chinese). */
const LANGUAGE_TAGS: Record<ReaderLocale, string> = { en: 'en', fr: 'fr', de: 'de', es: 'es', ja: 'ja', zh: 'zh-Hans' };

export function languageTag(locale: ReaderLocale): string {
  return LANGUAGE_TAGS[locale];
}

/**
 * The interface language for a customization's `internationalization.locale`. GitBook's codes
 * are `en fr es zh ja de nl no pt-br ru`; the reader has strings for six of them, and a region
 * (`fr-CA`, `zh_TW`) counts as its language. Anything else (`nl`, `ru`, a typo, nothing) is English.
 */
export function readerLocale(code: unknown): ReaderLocale {
  if (typeof code !== 'string') return 'en';
  const language = code.trim().toLowerCase().split(/[-_]/)[0];
  return (READER_LOCALES as string[]).includes(language) ? (language as ReaderLocale) : 'en';
}

/**
 * The string `key` in `locale`, with `{name}` parameters filled in. A parameter missing from
 * `params` stays as written, so that a forgotten one shows instead of disappearing.
 */
export function t(locale: ReaderLocale, key: StringKey, params?: Record<string, string | number>): string {
  const text = (STRINGS[locale] ?? en)[key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * `t` for code that holds keys as plain strings (the renderer's `resources.t`): a key this table
 * does not know comes back as itself, so that a missing translation shows instead of failing.
 */
export function translator(locale: ReaderLocale): (key: string) => string {
  const strings = STRINGS[locale] ?? en;
  return (key) => (Object.hasOwn(strings, key) ? strings[key as StringKey] : key);
}

/** Intl objects are slow to build and immutable: one of each per language. */
const formats = new Map<ReaderLocale, { plural: Intl.PluralRules; number: Intl.NumberFormat; date: Intl.DateTimeFormat }>();

function formatsOf(locale: ReaderLocale) {
  let found = formats.get(locale);
  if (!found) {
    const tag = languageTag(locale);
    found = {
      plural: new Intl.PluralRules(tag),
      number: new Intl.NumberFormat(tag),
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** "1 result" / "3 results", by the language's plural rules. */
export function tCount(locale: ReaderLocale, key: 'search_result_count', count: number): string {
  const { plural, number } = formatsOf(locale);
  const form = plural.select(count) === 'one' ? 'one' : 'other';
  return t(locale, `${key}_${form}`, { count: number.format(count) });
}

/** A date as readers of `locale` write it ("28 November 2026"), in UTC so that every replica agrees. */
export function formatDate(locale: ReaderLocale, iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatsOf(locale).date.format(date);
}
