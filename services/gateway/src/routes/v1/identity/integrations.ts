import { INTEGRATION_SCOPES } from '@quire/shared';
import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam, paginationQuery, ZSearchText } from '../schemas';

/**
 * quire.identity.v1.IntegrationService (proto/quire/identity/v1/integration.proto). The
 * contract's PublishIntegration with its limits; ours where it has none (docs/integrations.md
 * "Limits"), which identity checks again with the image and schema checks that need more than
 * a length.
 */

/** GitBook `integrationName` (path parameter and `blockDomain`'s pattern). */
const NAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
export const ZIntegrationName = z.string().min(1).max(100).regex(NAME_PATTERN, 'must contain only letters, digits, "-", "_" and "."');

export const ZIntegrationScope = z.enum(INTEGRATION_SCOPES);
export const ZIntegrationCategory = z.enum(['analytics', 'collaboration', 'content', 'gitsync', 'marketing', 'visitor-auth', 'other']);
export const ZIntegrationTarget = z.enum(['all', 'site', 'space', 'organization']);
export const ZIntegrationVisibility = z.enum(['public', 'private', 'unlisted']);

/** Base64 of at most `bytes` bytes (identity decodes it and checks it is a PNG, JPEG, GIF or WebP image). */
const base64Image = (bytes: number) => z.string().min(1).max(Math.ceil(bytes / 3) * 4);
const ICON_BYTES = 256 * 1024;
const PREVIEW_IMAGE_BYTES = 1024 * 1024;

const ZItemId = z.string().min(1).max(100);
const ZUrlText = z.string().max(2048);

/** GitBook "IntegrationBlock". */
const ZIntegrationBlock = z.object({
  id: ZItemId,
  title: z.string().min(2).max(40),
  description: z.string().max(150).optional(),
  icon: ZUrlText.optional(),
  urlUnfurl: z.array(ZUrlText.min(1)).max(20).optional(),
  markdown: z.object({ codeblock: z.string().min(1).max(100), body: z.string().min(1).max(100) }).optional(),
});

/** GitBook "IntegrationConfigurationComponent". */
const ZConfigurationComponent = z.object({ componentId: ZItemId });

const propertyText = { title: z.string().max(30).optional(), description: z.string().max(100).optional() };

/** GitBook "IntegrationConfigurationSchema" (at most 100 properties: ours). */
const ZConfigurationSchema = z.object({
  properties: z.record(
    z.string().min(1).max(100),
    z.discriminatedUnion('type', [
      z.object({
        ...propertyText,
        type: z.literal('string'),
        default: z.string().max(2048).optional(),
        completion_url: ZUrlText.optional(),
        enum: z.array(z.string().max(255)).max(100).optional(),
      }),
      z.object({ ...propertyText, type: z.literal('number'), default: z.number().optional() }),
      z.object({ ...propertyText, type: z.literal('boolean'), default: z.boolean().optional() }),
      z.object({ ...propertyText, type: z.literal('button'), callback_url: ZUrlText, button_text: z.string().max(100) }),
    ]),
  ),
  required: z.array(z.string().max(100)).max(100).optional(),
});

/** GitBook "IntegrationConfiguration": a schema or a component. */
const ZConfiguration = z.union([ZConfigurationComponent, ZConfigurationSchema]);

/** GitBook "PublishIntegration". */
const ZPublishIntegration = z.object({
  runtime: z.enum(['v1', 'v2']).optional(),
  icon: base64Image(ICON_BYTES).optional(),
  title: z.string().min(2).max(30),
  description: z.string().max(100),
  summary: z.string().max(2048).optional(),
  previewImages: z.array(base64Image(PREVIEW_IMAGE_BYTES)).max(3).optional(),
  visibility: ZIntegrationVisibility.optional(),
  target: ZIntegrationTarget.optional(),
  scopes: z.array(ZIntegrationScope).max(INTEGRATION_SCOPES.length),
  categories: z.array(ZIntegrationCategory).max(7).optional(),
  blocks: z.array(ZIntegrationBlock).max(50).optional(),
  contentSources: z
    .array(
      z.object({
        id: ZItemId,
        title: z.string().min(2).max(40),
        description: z.string().max(150).optional(),
        icon: ZUrlText.optional(),
        configuration: ZConfigurationComponent,
      }),
    )
    .max(50)
    .optional(),
  externalLinks: z.array(z.object({ url: z.url().max(2048), label: z.string().min(1).max(100) })).max(5).optional(),
  configurations: z
    .object({ account: ZConfiguration.optional(), space: ZConfiguration.optional(), site: ZConfiguration.optional() })
    .optional(),
  script: z.string().min(1).max(1024 * 1024),
  organization: z.string().min(1).max(64),
  secrets: z.record(z.string().min(1).max(100), z.string().max(10_000)).optional(),
  contentSecurityPolicy: z.union([z.string().max(4096), z.record(z.string().min(1).max(64), z.string().max(4096))]).optional(),
});

const integrationParams = z.object({ integrationName: ZIntegrationName });

export const integrationRoutes = defineRoutes([
  {
    operationId: 'listIntegrations',
    method: 'get',
    path: '/integrations',
    rpc: 'quire.identity.v1.IntegrationService/ListIntegrations',
    query: z.object({
      ...paginationQuery,
      search: ZSearchText.optional(),
      category: ZIntegrationCategory.optional(),
      blockDomain: ZIntegrationName.optional(),
      blocks: booleanQuery.optional(),
      contentSources: booleanQuery.optional(),
      owner: idParam.optional(),
      scope: ZIntegrationScope.optional(),
      target: ZIntegrationTarget.optional(),
    }),
    status: 200,
    summary: 'List the public integrations and the private ones of your organizations',
  },
  {
    operationId: 'getIntegrationByName',
    method: 'get',
    path: '/integrations/:integrationName',
    rpc: 'quire.identity.v1.IntegrationService/GetIntegration',
    params: integrationParams,
    responseField: 'integration',
    status: 200,
    summary: 'Get an integration by its name',
  },
  {
    operationId: 'publishIntegration',
    changesAccessOf: 'integration',
    method: 'post',
    path: '/integrations/:integrationName',
    rpc: 'quire.identity.v1.IntegrationService/PublishIntegration',
    params: integrationParams,
    body: ZPublishIntegration,
    responseField: 'integration',
    status: 200,
    summary: 'Publish an integration (admins of its organization)',
  },
  {
    operationId: 'getIntegrationAsset',
    method: 'get',
    path: '/integrations/:integrationName/assets/:assetId',
    rpc: 'quire.identity.v1.IntegrationService/GetIntegrationAsset',
    params: z.object({ integrationName: ZIntegrationName, assetId: idParam }),
    // Icons and preview images are shown where no token is sent (<img>); their ids are random.
    public: true,
    // An asset id names the same bytes for ever: a new image gets a new id.
    rawResponse: { dataField: 'data', contentTypeField: 'contentType', maxAgeSeconds: 86_400 },
    status: 200,
    extension: true,
    summary: "An integration's icon or preview image (urls.icon, previewImages)",
  },
]);
