import { RENDER_STRINGS } from '../render/strings';
import { en } from './en';
import { formatDate, READER_LOCALES, readerLocale, t, tCount, translator } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('interface strings', () => {
  it('exist in en, fr, de, es, ja and zh', () => {
    expect(READER_LOCALES.sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'zh']);
  });

  it.each(READER_LOCALES)('%s has every key, none empty, with the same placeholders as English', (locale) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const text = t(locale, key);
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(en[key])]);
    }
  });

  it('translate, rather than copy English, where the languages differ', () => {
    for (const locale of READER_LOCALES.filter((locale) => locale !== 'en')) {
      expect(t(locale, 'skip_to_content')).not.toBe(en.skip_to_content);
      expect(t(locale, 'page_not_found')).not.toBe(en.page_not_found);
    }
  });

  it('cover every key of the renderer in every language', () => {
    for (const locale of READER_LOCALES) {
      for (const key of Object.keys(RENDER_STRINGS)) expect([locale, key, typeof t(locale, key as never)]).toEqual([locale, key, 'string']);
    }
  });
});

describe('t', () => {
  it('fills in parameters and leaves unknown ones visible', () => {
    expect(t('en', 'search_no_results', { query: 'kubectl' })).toBe('No results for “kubectl”');
    expect(t('fr', 'last_updated', { date: '3 mars' })).toBe('Dernière mise à jour le 3 mars');
    expect(t('en', 'last_updated')).toBe('Last updated {date}');
  });

  it('gives the renderer a translator that answers an unknown key with the key', () => {
    const de = translator('de');
    expect(de('copy')).toBe('Kopieren');
    expect(de('no_such_key')).toBe('no_such_key');
    expect(de('__proto__')).toBe('__proto__');
  });

  it('counts by the language\'s plural rules', () => {
    expect(tCount('en', 'search_result_count', 1)).toBe('1 result');
    expect(tCount('en', 'search_result_count', 1200)).toBe('1,200 results');
    expect(tCount('fr', 'search_result_count', 0)).toBe('0 résultat');
    expect(tCount('de', 'search_result_count', 2)).toBe('2 Ergebnisse');
  });

  it('formats dates in UTC, and refuses what is no date', () => {
    expect(formatDate('en', '2026-01-31T23:30:00-05:00')).toBe('February 1, 2026');
    expect(formatDate('fr', '2026-03-03T10:00:00Z')).toBe('3 mars 2026');
    expect(formatDate('en', 'yesterday')).toBeUndefined();
  });
});

describe('readerLocale', () => {
  it.each([
    ['en', 'en'],
    ['fr', 'fr'],
    ['de', 'de'],
    ['es', 'es'],
    ['ja', 'ja'],
    ['zh', 'zh'],
    ['fr-CA', 'fr'],
    ['zh_TW', 'zh'],
    ['ZH', 'zh'],
    ['pt-br', 'en'],
    ['nl', 'en'],
    ['ru', 'en'],
    ['', 'en'],
    ['../../etc', 'en'],
    [undefined, 'en'],
    [42, 'en'],
  ])('maps %p to %s', (code, locale) => {
    expect(readerLocale(code)).toBe(locale);
  });
});
