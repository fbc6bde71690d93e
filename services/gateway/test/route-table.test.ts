import { z } from 'zod';
import { defineRoutes, type RouteRow } from '../src/routes/route-row';
import { idParam } from '../src/routes/v1/schemas';
import { createRouteTable, validateRouteTable } from '../src/routes/route-table';
import { DEFAULT_PROTO_DIR } from '../src/server';
import { loadProtoRegistry } from '../src/transcoding/proto-registry';
import { v1Routes } from '../src/routes/v1';
import { fixtureRoutes } from './fixtures/fixture-routes';
import { fixtureRegistry } from './fixtures/fixture-services';

const registry = fixtureRegistry();
const table = createRouteTable(fixtureRoutes);

describe('route matching', () => {
  it('finds the row and decodes path parameters', () => {
    const match = table.match('GET', '/widgets/a%20b');
    expect(match).toMatchObject({ kind: 'found', row: { operationId: 'getSpaceById' }, params: { widgetId: 'a b' } });
  });

  it('prefers literal segments over parameters', () => {
    expect(table.match('GET', '/widgets/current')).toMatchObject({ kind: 'found', row: { operationId: 'fixtureGetCurrentWidget' } });
    expect(table.match('PUT', '/orgs/o/widgets/tags')).toMatchObject({ kind: 'found', row: { operationId: 'fixtureReplaceWidgetTags' } });
  });

  it('answers HEAD with the GET row and ignores a trailing slash', () => {
    expect(table.match('HEAD', '/widgets/w/')).toMatchObject({ kind: 'found', row: { operationId: 'getSpaceById' } });
  });

  it('tells a wrong method apart from an unknown path', () => {
    expect(table.match('PATCH', '/widgets/w')).toEqual({ kind: 'method-not-allowed', allowed: ['get', 'delete'] });
    expect(table.match('GET', '/widgets/w/extra')).toEqual({ kind: 'not-found' });
    expect(table.match('GET', '/widgets/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });
});

describe('rest parameters', () => {
  const rows = (['/docs/:docId/path/:docPath*', '/docs/:docId/path/latest', '/docs/:docId/path/:section/meta'] as const).map((path, index) => ({
    operationId: `op${index}`,
    method: 'get' as const,
    path,
    rpc: 'x/Y',
    status: 200 as const,
    summary: 's',
  }));
  const rest = createRouteTable(rows);

  it('takes one or more segments, decoded, after the rows of fixed length', () => {
    expect(rest.match('GET', '/docs/d/path/a')).toMatchObject({ kind: 'found', row: { operationId: 'op0' }, params: { docId: 'd', docPath: 'a' } });
    expect(rest.match('GET', '/docs/d/path/a/b%20c/d/')).toMatchObject({ kind: 'found', row: { operationId: 'op0' }, params: { docPath: 'a/b c/d' } });
    expect(rest.match('GET', '/docs/d/path/latest')).toMatchObject({ kind: 'found', row: { operationId: 'op1' } });
    expect(rest.match('GET', '/docs/d/path/s/meta')).toMatchObject({ kind: 'found', row: { operationId: 'op2' }, params: { section: 's' } });
    expect(rest.match('GET', '/docs/d/path')).toEqual({ kind: 'not-found' });
    expect(rest.match('POST', '/docs/d/path/a/b')).toEqual({ kind: 'method-not-allowed', allowed: ['get'] });
  });
});

describe('route table validation', () => {
  const row = (overrides: Partial<RouteRow>): RouteRow => ({
    operationId: 'op',
    method: 'get',
    path: '/widgets/:widgetId',
    rpc: 'quire.fixture.v1.FixtureService/GetWidget',
    params: z.object({ widgetId: idParam }),
    status: 200,
    summary: 'x',
    ...overrides,
  });

  it('accepts the fixture table', () => {
    expect(() => validateRouteTable(fixtureRoutes, registry)).not.toThrow();
  });

  it('lists every problem of a bad table', () => {
    const rows = defineRoutes([
      row({}),
      row({ method: 'get', operationId: 'op' }),
      row({ operationId: 'b', path: '/widgets/:id', params: z.object({ widgetId: idParam }) }),
      row({ operationId: 'c', rpc: 'quire.fixture.v1.FixtureService/Nope' }),
      row({ operationId: 'd', rpc: 'quire.nothing.v1.NoService/Get' }),
      row({ operationId: 'e', method: 'post', responseField: 'gadget', bodyField: 'nothing' }),
    ]);
    expect(() => validateRouteTable(rows, registry)).toThrow(
      [
        'Invalid route table:',
        '  op (GET /widgets/:widgetId): duplicate operationId',
        '  op (GET /widgets/:widgetId): duplicate route',
        '  b (GET /widgets/:id): duplicate route',
        '  b (GET /widgets/:id): path parameter ":id" is not in params',
        '  b (GET /widgets/:id): params has "widgetId" which is not in the path',
        '  c (GET /widgets/:widgetId): duplicate route',
        '  c (GET /widgets/:widgetId): Unknown method Nope on quire.fixture.v1.FixtureService',
        '  d (GET /widgets/:widgetId): duplicate route',
        '  d (GET /widgets/:widgetId): Unknown service quire.nothing.v1.NoService (rpc "quire.nothing.v1.NoService/Get")',
        '  e (POST /widgets/:widgetId): bodyField "nothing" is not a field of .quire.fixture.v1.GetWidgetRequest',
        '  e (POST /widgets/:widgetId): responseField "gadget" is not a field of .quire.fixture.v1.GetWidgetResponse',
      ].join('\n'),
    );
  });

  it('checks passthrough rows against their rpc and the other options', () => {
    const rows = defineRoutes([
      row({ operationId: 'p', method: 'post', path: '/p', params: undefined, rpc: 'quire.fixture.v1.FixtureService/PutBlob', passthrough: { maxBytes: 0 }, status: 201 }),
      row({ operationId: 'q', method: 'post', path: '/q', params: undefined, rpc: 'quire.fixture.v1.FixtureService/Pass', passthrough: { anyMethod: true }, body: z.object({}) }),
    ]);
    expect(() => validateRouteTable(rows, registry)).toThrow(
      [
        'Invalid route table:',
        "  p (POST /p): bytes field .quire.fixture.v1.PutBlobRequest.data can only be the row's rawBody.field",
        '  p (POST /p): passthrough needs status 200',
        '  p (POST /p): passthrough.maxBytes must be a positive integer',
        '  p (POST /p): passthrough needs a string field "method" in .quire.fixture.v1.PutBlobRequest',
        '  p (POST /p): passthrough needs a string field "query" in .quire.fixture.v1.PutBlobRequest',
        '  p (POST /p): passthrough needs a bytes field "body" in .quire.fixture.v1.PutBlobRequest',
        '  p (POST /p): passthrough needs a repeated {name, value} field "headers" in .quire.fixture.v1.PutBlobRequest',
        '  p (POST /p): passthrough needs an int32 field "status" in .quire.fixture.v1.PutBlobResponse',
        '  p (POST /p): passthrough needs a bytes field "body" in .quire.fixture.v1.PutBlobResponse',
        '  p (POST /p): passthrough needs a repeated {name, value} field "headers" in .quire.fixture.v1.PutBlobResponse',
        '  q (POST /q): passthrough and body are exclusive',
      ].join('\n'),
    );
  });

  it('allows bytes only as a row\'s raw body or raw response field', () => {
    const rows = defineRoutes([
      row({ operationId: 'f', method: 'post', path: '/f', params: undefined, rpc: 'quire.fixture.v1.FixtureService/PutBlob' }),
      row({ operationId: 'g', path: '/g', params: undefined, rpc: 'quire.fixture.v1.FixtureService/GetBlob' }),
      row({
        operationId: 'h',
        method: 'get',
        path: '/h',
        params: undefined,
        rpc: 'quire.fixture.v1.FixtureService/PutBlob',
        rawBody: { field: 'name', contentTypeField: 'data' },
        body: z.object({}),
      }),
      row({
        operationId: 'i',
        path: '/i',
        params: undefined,
        rpc: 'quire.fixture.v1.FixtureService/GetBlob',
        rawResponse: { dataField: 'fileName', contentTypeField: 'data' },
        status: 201,
      }),
    ]);
    expect(() => validateRouteTable(rows, registry)).toThrow(
      [
        'Invalid route table:',
        "  f (POST /f): bytes field .quire.fixture.v1.PutBlobRequest.data can only be the row's rawBody.field",
        "  g (GET /g): bytes field .quire.fixture.v1.GetBlobResponse.data can only be the row's rawResponse.dataField",
        '  h (GET /h): rawBody and body are exclusive',
        '  h (GET /h): rawBody needs a POST, PUT or PATCH route',
        '  h (GET /h): rawBody.field "name" is not a bytes field of .quire.fixture.v1.PutBlobRequest',
        '  h (GET /h): rawBody.contentTypeField "data" is not a string field of .quire.fixture.v1.PutBlobRequest',
        "  h (GET /h): bytes field .quire.fixture.v1.PutBlobRequest.data can only be the row's rawBody.field",
        '  i (GET /i): rawResponse needs status 200',
        '  i (GET /i): rawResponse.dataField "fileName" is not a bytes field of .quire.fixture.v1.GetBlobResponse',
        '  i (GET /i): rawResponse.contentTypeField "data" is not a string field of .quire.fixture.v1.GetBlobResponse',
        "  i (GET /i): bytes field .quire.fixture.v1.GetBlobResponse.data can only be the row's rawResponse.dataField",
      ].join('\n'),
    );
  });
});

describe('response headers', () => {
  it('takes them from top-level string fields, never reserved headers, on JSON rows with a body', () => {
    const base = { method: 'post' as const, rpc: 'quire.fixture.v1.FixtureService/CreateWidget', status: 200 as const, summary: 'x' };
    const rows = defineRoutes([
      { ...base, operationId: 'ok', path: '/ok', responseHeaders: { 'Cache-Control': 'requestId' } },
      { ...base, operationId: 'j', path: '/j', responseHeaders: { 'Content-Type': 'requestId', 'Bad Header': 'userId', 'X-Widget': 'widget' } },
      { ...base, operationId: 'k', path: '/k', status: 204, responseHeaders: { 'X-Seen': 'nothing' } },
    ]);
    expect(() => validateRouteTable(rows, registry)).toThrow(
      [
        'Invalid route table:',
        '  j (POST /j): responseHeaders: "Content-Type" is not a header a row may set',
        '  j (POST /j): responseHeaders: "Bad Header" is not a header a row may set',
        '  j (POST /j): responseHeaders: "widget" is not a string field of .quire.fixture.v1.CreateWidgetResponse',
        '  k (POST /k): responseHeaders needs a status with a body',
        '  k (POST /k): responseHeaders: "nothing" is not a string field of .quire.fixture.v1.CreateWidgetResponse',
      ].join('\n'),
    );
  });
});

describe('page rows and form bodies', () => {
  const row = (overrides: Partial<RouteRow>): RouteRow => ({
    operationId: 'op',
    method: 'post',
    path: '/accounts/:accountId/sign-in',
    rpc: 'quire.fixture.v1.FixtureService/SignIn',
    params: z.object({ accountId: idParam }),
    status: 200,
    summary: 'x',
    ...overrides,
  });

  it('needs a body and a POST for a form, string fields and status 200 for a page', () => {
    const rows = defineRoutes([
      row({ operationId: 'j', method: 'get', path: '/j/:accountId', bodyEncoding: 'form' }),
      row({ operationId: 'k', path: '/k/:accountId', page: {}, status: 201, responseField: 'html' }),
      row({ operationId: 'l', path: '/l/:accountId', page: { locationField: 'nope', htmlField: 'location' } }),
      row({
        operationId: 'm',
        path: '/m',
        rpc: 'quire.fixture.v1.FixtureService/GetBlob',
        params: undefined,
        rawResponse: { dataField: 'data', contentTypeField: 'contentType' },
        page: { htmlField: 'contentType' },
      }),
    ]);
    expect(() => validateRouteTable(rows, registry)).toThrow(
      [
        'Invalid route table:',
        '  j (GET /j/:accountId): bodyEncoding "form" needs a body schema',
        '  j (GET /j/:accountId): bodyEncoding "form" needs a POST, PUT or PATCH route',
        '  k (POST /k/:accountId): page and responseField are exclusive',
        '  k (POST /k/:accountId): page needs status 200',
        '  k (POST /k/:accountId): page needs a locationField or an htmlField',
        '  l (POST /l/:accountId): page.locationField "nope" is not a string field of .quire.fixture.v1.SignInResponse',
        '  m (POST /m): page and rawResponse are exclusive',
      ].join('\n'),
    );
  });
});

describe('the /v1 route table', () => {
  const protoRegistry = loadProtoRegistry([DEFAULT_PROTO_DIR]);

  it('lists every area file and matches the protos', () => {
    expect(() => validateRouteTable(v1Routes, protoRegistry)).not.toThrow();
    const services = new Set(v1Routes.map((row) => row.rpc.split('/')[0]));
    expect([...services].sort()).toEqual([
      'quire.content.v1.ChangeRequestReviewService',
      'quire.content.v1.ChangeRequestService',
      'quire.content.v1.CollectionPermissionService',
      'quire.content.v1.CollectionService',
      'quire.content.v1.CollectionUserPermissionService',
      'quire.content.v1.CommentService',
      'quire.content.v1.ComputedContentService',
      'quire.content.v1.DownloadService',
      'quire.content.v1.EmbedService',
      'quire.content.v1.ExportService',
      'quire.content.v1.FileService',
      'quire.content.v1.GitSyncService',
      'quire.content.v1.ImportRunService',
      'quire.content.v1.LinkService',
      'quire.content.v1.OpenAPISpecService',
      'quire.content.v1.PageService',
      'quire.content.v1.ReusableContentService',
      'quire.content.v1.RevisionService',
      'quire.content.v1.SearchService',
      'quire.content.v1.SemanticChangeService',
      'quire.content.v1.SpacePermissionService',
      'quire.content.v1.SpaceService',
      'quire.content.v1.TemplateService',
      'quire.content.v1.UrlService',
      'quire.gateway.v1.ApiInformationService',
      'quire.identity.v1.IntegrationInstallationService',
      'quire.identity.v1.IntegrationService',
      'quire.identity.v1.MemberService',
      'quire.identity.v1.OIDCProviderService',
      'quire.identity.v1.OrganizationService',
      'quire.identity.v1.SAMLProviderService',
      'quire.identity.v1.SSOService',
      'quire.identity.v1.TeamService',
      'quire.identity.v1.UserService',
      'quire.insights.v1.AuditEventService',
      'quire.insights.v1.ConversationIssueService',
      'quire.insights.v1.ConversationService',
      'quire.insights.v1.IssuesClusterService',
      'quire.insights.v1.SiteEventsService',
      'quire.installations.v1.IntegrationSiteInstallationService',
      'quire.installations.v1.IntegrationSpaceInstallationService',
      'quire.invites.v1.OrganizationInviteService',
      'quire.runtime.v1.IntegrationEndpointService',
      'quire.runtime.v1.IntegrationEventService',
      'quire.runtime.v1.IntegrationRenderService',
      'quire.runtime.v1.IntegrationTaskService',
      'quire.sites.v1.PublishedUrlService',
      'quire.sites.v1.SiteAdaptiveService',
      'quire.sites.v1.SiteCustomizationService',
      'quire.sites.v1.SitePermissionService',
      'quire.sites.v1.SitePublishingService',
      'quire.sites.v1.SiteRedirectService',
      'quire.sites.v1.SiteSearchService',
      'quire.sites.v1.SiteSectionGroupService',
      'quire.sites.v1.SiteSectionService',
      'quire.sites.v1.SiteService',
      'quire.sites.v1.SiteShareLinkService',
      'quire.sites.v1.SiteSpaceService',
    ]);
  });

  it('allows resetWhen only on a bool field of the response and a 204 row', () => {
    const deleteRow = v1Routes.find((row) => row.operationId === 'deleteOrganizationInviteById')!;
    expect(deleteRow).toMatchObject({ status: 204, resetWhen: 'deleted' });
    const label = 'deleteOrganizationInviteById (DELETE /orgs/:organizationId/link-invites/:inviteId)';
    expect(() => validateRouteTable([{ ...deleteRow, status: 200 }], protoRegistry)).toThrow(`${label}: resetWhen needs status 204`);
    expect(() => validateRouteTable([{ ...deleteRow, resetWhen: 'gone' }], protoRegistry)).toThrow(
      `${label}: resetWhen "gone" is not a bool field of .quire.invites.v1.DeleteOrganizationInviteResponse`,
    );
  });

  // Every string and array a client can send is bounded (docs/gateway.md "Input limits").
  it('bounds every string and array of every row', () => {
    const unbounded: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      if (node.type === 'string' && node.maxLength === undefined && node.enum === undefined && node.const === undefined) unbounded.push(where);
      if (node.type === 'array' && node.maxItems === undefined) unbounded.push(where);
      for (const [key, value] of Object.entries(node)) {
        if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}.${key}.${index}`));
        else walk(value, `${where}.${key}`);
      }
    };
    for (const row of v1Routes) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = row[part];
        if (schema) walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), `${row.operationId}.${part}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
