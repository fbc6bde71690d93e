import type { EventEnvelope } from '@quire/shared';
import { translateDomainEvent, translateDomainEvents } from './translate';

const envelope = (type: string, data: Record<string, unknown>, organization: string | null = 'org-1'): EventEnvelope => ({
  specversion: '1.0',
  id: 'evt-1',
  type,
  source: `quire/${type.split('.')[1]}`,
  time: new Date().toISOString(),
  subject: 'aggregate',
  organization,
  data,
});

const installation = { installationId: 'inst-1', integrationId: 'int-1', integration: 'hook', organizationId: 'org-1', actorId: 'u1' };

describe('translateDomainEvent', () => {
  it("a new revision of a space's main content is space_content_updated for the space's installations", () => {
    expect(translateDomainEvent(envelope('quire.content.revision.created', { id: 'rev-2', spaceId: 'sp-1', changeRequestId: null, revisionId: 'rev-2', type: 'merge' }))).toEqual({
      scope: 'space',
      spaceId: 'sp-1',
      organizationId: 'org-1',
      event: { type: 'space_content_updated', spaceId: 'sp-1', revisionId: 'rev-2' },
    });
  });

  it("a change request's revision and an export's Git metadata are not content updates", () => {
    expect(translateDomainEvent(envelope('quire.content.revision.created', { id: 'rev-3', spaceId: 'sp-1', changeRequestId: 'cr-1' }))).toBeUndefined();
    expect(translateDomainEvent(envelope('quire.content.revision.created', { id: 'rev-4', spaceId: 'sp-1', changeRequestId: null, origin: 'git-export' }))).toBeUndefined();
    expect(translateDomainEvent(envelope('quire.content.revision.created', { spaceId: 'sp-1', changeRequestId: null }))).toBeUndefined();
  });

  it('a Git sync that succeeded or failed is space_gitsync_completed; a skipped one is nothing', () => {
    const completed = (outcome: string, extra: Record<string, unknown> = {}) =>
      translateDomainEvent(envelope('quire.content.git-sync.completed', { operationId: 'op', spaceId: 'sp-1', kind: 'import', outcome, commitOid: null, revisionId: null, ...extra }));
    expect(completed('succeeded', { commitOid: 'abc123', revisionId: 'rev-5' })).toMatchObject({
      scope: 'space',
      spaceId: 'sp-1',
      event: { type: 'space_gitsync_completed', spaceId: 'sp-1', state: 'success', revisionId: 'rev-5', commitId: 'abc123' },
    });
    expect(completed('failed')).toMatchObject({ event: { type: 'space_gitsync_completed', state: 'failure', revisionId: '', commitId: '' } });
    expect(completed('skipped')).toBeUndefined();
  });

  it("installations: setup on creation and on a configuration change only, deleted without the installation's environment", () => {
    expect(translateDomainEvent(envelope('quire.identity.integration-installation.created', installation))).toEqual({
      scope: 'installation',
      integrationId: 'int-1',
      installationId: 'inst-1',
      organizationId: 'org-1',
      withInstallation: true,
      event: { type: 'installation_setup', status: 'active' },
    });
    expect(translateDomainEvent(envelope('quire.identity.integration-installation.updated', { ...installation, changes: ['configuration'] }))).toMatchObject({ event: { type: 'installation_setup' } });
    // The integration tagging its own installation must not receive a new setup for it.
    expect(translateDomainEvent(envelope('quire.identity.integration-installation.updated', { ...installation, changes: ['externalIds'] }))).toBeUndefined();
    expect(translateDomainEvent(envelope('quire.identity.integration-installation.deleted', installation))).toMatchObject({
      scope: 'installation',
      withInstallation: false,
      event: { type: 'installation_deleted', previous: {} },
    });
  });

  it('space and site installations: setup and deleted for that installation', () => {
    expect(translateDomainEvent(envelope('quire.identity.integration-space-installation.created', { ...installation, spaceId: 'sp-1' }))).toMatchObject({
      scope: 'installation',
      installationId: 'inst-1',
      event: { type: 'space_installation_setup', spaceId: 'sp-1', status: 'active' },
    });
    expect(translateDomainEvent(envelope('quire.identity.integration-space-installation.updated', { ...installation, spaceId: 'sp-1', changes: ['externalIds'] }))).toBeUndefined();
    expect(translateDomainEvent(envelope('quire.identity.integration-space-installation.deleted', { ...installation, spaceId: 'sp-1' }))).toMatchObject({
      event: { type: 'space_installation_deleted', spaceId: 'sp-1', previous: {} },
    });
    expect(translateDomainEvent(envelope('quire.identity.integration-site-installation.updated', { ...installation, siteId: 'site-1', changes: ['configuration'] }))).toMatchObject({
      event: { type: 'site_installation_setup', siteId: 'site-1', status: 'active' },
    });
    expect(translateDomainEvent(envelope('quire.identity.integration-site-installation.deleted', { ...installation, siteId: 'site-1' }))).toMatchObject({
      event: { type: 'site_installation_deleted', siteId: 'site-1' },
    });
    expect(translateDomainEvent(envelope('quire.identity.integration-site-installation.created', { ...installation }))).toBeUndefined();
  });

  it('other domain events have no GitBook event', () => {
    expect(translateDomainEvent(envelope('quire.identity.member.added', { organizationId: 'org-1', userId: 'u1' }))).toBeUndefined();
    expect(translateDomainEvent(envelope('quire.content.space.updated', { id: 'sp-1', changes: { title: 'x' } }))).toBeUndefined();
    expect(translateDomainEvent(envelope('quire.content.git-sync.requested', { spaceId: 'sp-1', kind: 'import' }))).toBeUndefined();
  });
});

describe('translateDomainEvents', () => {
  const visitor = { anonymousId: 'v', userAgent: 'UA', ip: '203.0.113.9' };
  const activity = (events: unknown[], siteId: unknown = 'site-1') => translateDomainEvents(envelope('quire.insights.site-activity.recorded', { siteId, events }));

  it("a site's activity is one site event per view or feedback, told apart by its part", () => {
    const translated = activity([
      { type: 'site_view', url: 'https://d.example/a', referrer: '', visitor },
      { type: 'page_feedback', url: 'https://d.example/a', referrer: '', visitor, feedback: { rating: 'ok' } },
    ]);
    expect(translated).toEqual([
      { scope: 'site', siteId: 'site-1', organizationId: 'org-1', part: 0, event: { type: 'site_view', siteId: 'site-1', url: 'https://d.example/a', referrer: '', visitor: { ...visitor, cookies: {} } } },
      {
        scope: 'site',
        siteId: 'site-1',
        organizationId: 'org-1',
        part: 1,
        event: { type: 'page_feedback', siteId: 'site-1', url: 'https://d.example/a', referrer: '', visitor: { ...visitor, cookies: {} }, feedback: { rating: 'ok' } },
      },
    ]);
  });

  it('leaves out what no GitBook event can say, and forwards no cookie', () => {
    expect(activity([{ type: 'site_view', url: 'https://d.example/a', referrer: '', visitor }], '')).toEqual([]);
    expect(activity('not a list' as unknown as unknown[])).toEqual([]);
    const kept = activity([
      { type: 'page_feedback', url: 'https://d.example/a', referrer: '', visitor, feedback: { rating: 'great' } },
      { type: 'site_view', url: '', referrer: '', visitor },
      { type: 'search', url: 'https://d.example/a', referrer: '', visitor },
      { type: 'site_view', url: 'https://d.example/b', visitor: { ...visitor, cookies: { session: 'secret' } } },
    ]);
    expect(kept.map((item) => [item.part, item.event.type])).toEqual([[3, 'site_view']]);
    expect(kept[0].event).toMatchObject({ referrer: '', visitor: { cookies: {} } });
  });

  it('other domain events become what translateDomainEvent says, without a part', () => {
    expect(translateDomainEvents(envelope('quire.content.revision.created', { id: 'rev-2', spaceId: 'sp-1', changeRequestId: null }))).toEqual([
      { scope: 'space', spaceId: 'sp-1', organizationId: 'org-1', event: { type: 'space_content_updated', spaceId: 'sp-1', revisionId: 'rev-2' } },
    ]);
    expect(translateDomainEvents(envelope('quire.identity.member.added', {}))).toEqual([]);
  });
});
