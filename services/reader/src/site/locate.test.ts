import type { SiteCustomizationSettings } from '@gitbook/api';
import { locate, siteSpacePrefix, visibleTo } from './locate';
import type { PublishedSite, ReaderSection, ReaderSiteSpace } from './sites';

const customization = {} as SiteCustomizationSettings;
const section = (id: string, path: string, extra: Partial<ReaderSection> = {}): ReaderSection => ({ id, title: id, path, isDefault: false, position: id, ...extra });
const siteSpace = (id: string, path: string, extra: Partial<ReaderSiteSpace> = {}): ReaderSiteSpace => ({ id, spaceId: `space-${id}`, path, isDefault: false, customization, ...extra });
const site = (sections: ReaderSection[], siteSpaces: ReaderSiteSpace[]): PublishedSite => ({
  id: 'site',
  organizationId: 'org',
  title: 'Site',
  visibility: 'public',
  published: true,
  sections,
  groups: [],
  siteSpaces,
  customization,
});

describe('locate', () => {
  const sectioned = site(
    [section('guides', 'guides', { isDefault: true }), section('api', 'api'), section('pro', 'pro', { condition: 'visitor.claims.plan == "pro"' })],
    [
      siteSpace('v2', 'v2', { sectionId: 'guides', isDefault: true }),
      siteSpace('v1', 'v1', { sectionId: 'guides' }),
      siteSpace('api', 'api', { sectionId: 'api', isDefault: true }),
      siteSpace('pro', 'pro', { sectionId: 'pro', isDefault: true }),
      siteSpace('beta', 'beta', { sectionId: 'api', condition: 'visitor.claims.beta == true' }),
    ],
  );

  it('finds the section and site space named by the path, else the defaults, and leaves the page path', () => {
    const everyone = visibleTo(sectioned, {});
    expect(locate(everyone, [])).toMatchObject({ section: { id: 'guides' }, siteSpace: { id: 'v2' }, rest: [] });
    expect(locate(everyone, ['install', 'linux'])).toMatchObject({ siteSpace: { id: 'v2' }, rest: ['install', 'linux'] });
    expect(locate(everyone, ['v1', 'install'])).toMatchObject({ siteSpace: { id: 'v1' }, rest: ['install'] });
    expect(locate(everyone, ['api', 'users'])).toMatchObject({ section: { id: 'api' }, siteSpace: { id: 'api' }, rest: ['users'] });
    // The long form of urls.published (section and site space spelled out) resolves too.
    expect(locate(everyone, ['guides', 'v2', 'install'])).toMatchObject({ siteSpace: { id: 'v2' }, rest: ['install'] });
  });

  it('leaves out what the visitor\'s claims exclude: the section is not matched, its path reads as a page path', () => {
    const everyone = visibleTo(sectioned, {});
    expect(everyone.sections.map((s) => s.id)).toEqual(['guides', 'api']);
    expect(locate(everyone, ['pro'])).toMatchObject({ siteSpace: { id: 'v2' }, rest: ['pro'] });
    const pro = visibleTo(sectioned, { plan: 'pro', beta: true });
    expect(locate(pro, ['pro'])).toMatchObject({ siteSpace: { id: 'pro' }, rest: [] });
    expect(locate(pro, ['api', 'beta'])).toMatchObject({ siteSpace: { id: 'beta' } });
    expect(locate(everyone, ['api', 'beta'])).toMatchObject({ siteSpace: { id: 'api' }, rest: ['beta'] });
  });

  it('spells a site space\'s prefix without the defaults', () => {
    const everyone = visibleTo(sectioned, {});
    const prefixOf = (id: string) => siteSpacePrefix(everyone, everyone.siteSpaces.find((row) => row.id === id)!);
    expect(prefixOf('v2')).toBe('');
    expect(prefixOf('v1')).toBe('/v1');
    expect(prefixOf('api')).toBe('/api');
    // Every prefix leads back to its site space.
    for (const row of everyone.siteSpaces) expect(locate(everyone, prefixOf(row.id).split('/').filter(Boolean))!.siteSpace.id).toBe(row.id);
  });

  it('works for a site without sections, and finds nothing when nothing is visible', () => {
    const flat = site([], [siteSpace('a', 'a', { isDefault: true }), siteSpace('b', 'b', { condition: 'visitor.claims.x == 1' })]);
    expect(locate(visibleTo(flat, {}), ['b'])).toMatchObject({ siteSpace: { id: 'a' }, rest: ['b'] });
    expect(locate(visibleTo(flat, { x: 1 }), ['b'])).toMatchObject({ siteSpace: { id: 'b' }, rest: [] });
    const hidden = site([], [siteSpace('a', 'a', { isDefault: true, condition: 'visitor.claims.x == 1' })]);
    expect(locate(visibleTo(hidden, {}), [])).toBeUndefined();
  });
});
