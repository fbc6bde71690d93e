import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';

/** quire.content.v1.OpenAPISpecService (proto/quire/content/v1/openapi_spec.proto). */

const RPC = 'quire.content.v1.OpenAPISpecService';

/** GitBook "OpenAPISpecSlug". */
const ZSpecSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters and digits, in words separated by single hyphens');

/** Content's cap on a text source (10 MiB); the JSON body limit (BODY_LIMIT) usually comes first. */
const MAX_SOURCE_TEXT = 10 * 1024 * 1024;

/**
 * GitBook "OpenAPISpecSource": `{ url }` (an http or https URL, fetched by the git-worker) or
 * `{ text }` (the document itself). One object with both members optional and a check, so
 * that a bad URL is named as such (`source.url: ...`) instead of "matches no variant".
 */
const ZOpenAPISpecSource = z
  .strictObject({
    url: z.url({ protocol: /^https?$/, error: 'must be an absolute http or https URL' }).max(2048).optional(),
    text: z.string().min(1).max(MAX_SOURCE_TEXT).optional(),
  })
  .refine((source) => (source.url === undefined) !== (source.text === undefined), 'must have exactly one of "url" and "text"');

const specParams = z.object({ organizationId: idParam, specSlug: ZSpecSlug });
const versionParams = z.object({ organizationId: idParam, specSlug: ZSpecSlug, versionId: idParam });

export const openAPISpecRoutes = defineRoutes([
  {
    operationId: 'listOpenAPISpecs',
    method: 'get',
    path: '/orgs/:organizationId/openapi',
    rpc: `${RPC}/ListOpenAPISpecs`,
    params: z.object({ organizationId: idParam }),
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all OpenAPI specs',
  },
  {
    operationId: 'createOpenAPISpec',
    method: 'post',
    path: '/orgs/:organizationId/openapi',
    rpc: `${RPC}/CreateOpenAPISpec`,
    params: z.object({ organizationId: idParam }),
    body: z.object({ slug: ZSpecSlug, source: ZOpenAPISpecSource }),
    responseField: 'spec',
    status: 201,
    summary: 'Create an OpenAPI spec',
  },
  {
    operationId: 'getOpenAPISpecBySlug',
    method: 'get',
    path: '/orgs/:organizationId/openapi/:specSlug',
    rpc: `${RPC}/GetOpenAPISpecBySlug`,
    params: specParams,
    responseField: 'spec',
    status: 200,
    summary: 'Get an OpenAPI spec by its slug',
  },
  {
    // 201 when the slug was new (the response's `created`), 200 when the spec got a new source.
    operationId: 'createOrUpdateOpenAPISpecBySlug',
    method: 'put',
    path: '/orgs/:organizationId/openapi/:specSlug',
    rpc: `${RPC}/CreateOrUpdateOpenAPISpecBySlug`,
    params: specParams,
    body: z.object({ source: ZOpenAPISpecSource }),
    responseField: 'spec',
    status: 200,
    createdWhen: 'created',
    summary: 'Create or update an OpenAPI spec',
  },
  {
    operationId: 'updateOpenAPISpecBySlug',
    method: 'patch',
    path: '/orgs/:organizationId/openapi/:specSlug',
    rpc: `${RPC}/UpdateOpenAPISpecBySlug`,
    params: specParams,
    body: z.object({ visibility: z.enum(['private', 'public']) }),
    responseField: 'spec',
    status: 200,
    summary: 'Update OpenAPI spec visibility',
  },
  {
    operationId: 'deleteOpenAPISpecBySlug',
    method: 'delete',
    path: '/orgs/:organizationId/openapi/:specSlug',
    rpc: `${RPC}/DeleteOpenAPISpecBySlug`,
    params: specParams,
    status: 204,
    summary: 'Delete an OpenAPI spec',
  },
  {
    operationId: 'getPublishedOpenAPISpec',
    method: 'get',
    path: '/orgs/:organizationId/openapi/:specSlug/published',
    rpc: `${RPC}/GetPublishedOpenAPISpec`,
    params: specParams,
    // `urls.published` is for anyone: only public specs with a valid version answer.
    public: true,
    rawResponse: { dataField: 'data', contentTypeField: 'contentType', maxAgeSeconds: 60 },
    status: 200,
    extension: true,
    summary: 'Get the latest valid version of a public OpenAPI spec as JSON',
  },
  {
    operationId: 'listOpenAPISpecVersions',
    method: 'get',
    path: '/orgs/:organizationId/openapi/:specSlug/versions',
    rpc: `${RPC}/ListOpenAPISpecVersions`,
    params: specParams,
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all OpenAPI spec versions',
  },
  {
    // The literal segment wins over `:versionId` (route-table.ts), so "latest" is never an id.
    operationId: 'getLatestOpenAPISpecVersion',
    method: 'get',
    path: '/orgs/:organizationId/openapi/:specSlug/versions/latest',
    rpc: `${RPC}/GetOpenAPISpecVersion`,
    params: specParams,
    responseField: 'version',
    status: 200,
    summary: 'Get the latest OpenAPI spec version',
  },
  {
    operationId: 'getLatestOpenAPISpecVersionContent',
    method: 'get',
    path: '/orgs/:organizationId/openapi/:specSlug/versions/latest/content',
    rpc: `${RPC}/StreamOpenAPISpecVersionContent`,
    jsonStream: true,
    params: specParams,
    status: 200,
    summary: 'Get the latest OpenAPI spec version content',
  },
  {
    operationId: 'getOpenAPISpecVersionById',
    method: 'get',
    path: '/orgs/:organizationId/openapi/:specSlug/versions/:versionId',
    rpc: `${RPC}/GetOpenAPISpecVersion`,
    params: versionParams,
    responseField: 'version',
    status: 200,
    summary: 'Get an OpenAPI spec version by its ID',
  },
  {
    operationId: 'getOpenAPISpecVersionContentById',
    method: 'get',
    path: '/orgs/:organizationId/openapi/:specSlug/versions/:versionId/content',
    rpc: `${RPC}/StreamOpenAPISpecVersionContent`,
    jsonStream: true,
    params: versionParams,
    status: 200,
    summary: 'Get an OpenAPI spec version content by its ID',
  },
]);
