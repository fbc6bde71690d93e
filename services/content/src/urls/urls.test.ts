import { appUrlTarget } from './app-urls';

const APP = 'http://app.quire.test';

describe('appUrlTarget', () => {
  it('reads the URL forms content presents as urls.app', () => {
    expect(appUrlTarget(APP, `${APP}/c/col1`)).toEqual({ kind: 'collection', collectionId: 'col1' });
    expect(appUrlTarget(APP, `${APP}/s/sp1`)).toEqual({ kind: 'space', spaceId: 'sp1' });
    expect(appUrlTarget(APP, `${APP}/s/sp1/`)).toEqual({ kind: 'space', spaceId: 'sp1' });
    expect(appUrlTarget(APP, `${APP}/s/sp1/guide/install?x=1#top`)).toEqual({ kind: 'space', spaceId: 'sp1', pagePath: 'guide/install' });
    expect(appUrlTarget(APP, `${APP}/s/sp1/~/page/pg1`)).toEqual({ kind: 'space', spaceId: 'sp1', pageId: 'pg1' });
    expect(appUrlTarget(APP, `${APP}/s/sp1/~/changes/12`)).toEqual({ kind: 'space', spaceId: 'sp1', changeRequest: '12' });
    expect(appUrlTarget(APP, `${APP}/s/sp1/~/changes/12/guide`)).toEqual({ kind: 'space', spaceId: 'sp1', changeRequest: '12', pagePath: 'guide' });
    expect(appUrlTarget(APP, `${APP}/s/sp1/~/revisions/rev1`)).toEqual({ kind: 'space', spaceId: 'sp1' });
    expect(appUrlTarget(`${APP}/base`, `${APP}/base/c/col1`)).toEqual({ kind: 'collection', collectionId: 'col1' });
  });

  it('tells URLs elsewhere (undefined) from unknown forms under the application', () => {
    for (const url of ['https://sites.example/o/s', 'not a url', `${APP}x/s/sp1`]) expect(appUrlTarget(APP, url)).toBeUndefined();
    for (const url of [`${APP}/`, `${APP}/c/col1/more`, `${APP}/s/sp1/~/changes/x`, `${APP}/s/sp1/~/settings`, `${APP}/o/org/sites`, `${APP}/s/%E0%A4%A`]) {
      expect([url, appUrlTarget(APP, url)]).toEqual([url, 'unknown']);
    }
  });
});
