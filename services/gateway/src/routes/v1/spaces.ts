import { z } from 'zod';
import { booleanQuery, defineRoutes, idParam, paginationQuery } from '../route-row';
import { ZContentPosition } from './collections';


const ZMemberRole = z.enum(['admin', 'create', 'edit', 'review', 'comment', 'read']);
/** GitBook "DefaultLevel": a role, null, or "inherit". */
const ZDefaultLevel = z.union([ZMemberRole, z.literal('inherit')]).nullable();
const ZSpaceTitle = z.string().max(50);
const ZEmoji = z.string().max(50);
const ZUrl = z.url().max(2048);
const ZSpaceEditMode = z.enum(['live', 'locked']);
const ZTranslationLanguage = z.enum([
  'en', 'fr', 'de', 'es', 'it', 'pt', 'pt-br', 'ru', 'ja', 'zh', 'yue', 'ko', 'ar', 'hi', 'nl', 'pl', 'tr', 'sv', 'no',
  'da', 'fi', 'el', 'cs', 'hu', 'ro', 'th', 'vi', 'id', 'ms', 'he', 'uk', 'sk', 'bg', 'hr', 'lt', 'lv', 'et', 'sl',
]);

const ZUserList = z.array(z.string().min(1).max(64));
/** GitBook "MergeRule". */
const ZMergeRule = z.union([
  z.object({
    rule: z.enum(['require_specific_reviewers', 'require_one_of_specific_reviewers', 'allow_bypass']),
    users: ZUserList,
  }),
  z.object({
    rule: z.enum([
      'require_at_least_one_review',
      'require_all_reviews_approved',
      'require_agent_review',
      'require_up_to_date_change_request',
      'require_change_request_subject',
      'require_change_request_description',
    ]),
  }),
  z.object({ rule: z.literal('custom'), expression: z.string().min(0).max(1024) }),
]);
/** GitBook "MergeRulesSpaceConfiguration". */
const ZMergeRules = z.union([
  z.object({ type: z.literal('inherit') }),
  z.object({ type: z.literal('rules'), rules: z.array(ZMergeRule) }),
  z.object({ type: z.literal('none') }),
]);

const spaceParams = z.object({ spaceId: idParam });
const organizationParams = z.object({ organizationId: idParam });

export const spaceRoutes = defineRoutes([
  {
    operationId: 'listSpacesInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/spaces',
    rpc: 'quire.content.v1.SpaceService/ListSpaces',
    params: organizationParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the spaces of an organization',
  },
  {
    operationId: 'createSpace',
    method: 'post',
    path: '/orgs/:organizationId/spaces',
    rpc: 'quire.content.v1.SpaceService/CreateSpace',
    params: organizationParams,
    body: z.object({
      title: ZSpaceTitle.optional(),
      emoji: ZEmoji.optional(),
      parent: idParam.optional(),
      language: ZTranslationLanguage.optional(),
      editMode: ZSpaceEditMode.optional(),
      empty: z.literal(true).optional(),
    }),
    responseField: 'space',
    status: 201,
    summary: 'Create a space',
  },
  {
    operationId: 'listSpacesForOrganizationMember',
    method: 'get',
    path: '/orgs/:organizationId/members/:userId/spaces',
    rpc: 'quire.content.v1.SpaceService/ListMemberSpaces',
    params: z.object({ organizationId: idParam, userId: idParam }),
    query: z.object({ ...paginationQuery, order: z.enum(['asc', 'desc']).optional() }),
    status: 200,
    summary: 'List the spaces a member of the organization can access',
  },
  {
    operationId: 'getSpaceById',
    method: 'get',
    path: '/spaces/:spaceId',
    rpc: 'quire.content.v1.SpaceService/GetSpace',
    params: spaceParams,
    query: z.object({ shareKey: z.string().min(1).max(512).optional() }),
    responseField: 'space',
    status: 200,
    summary: 'Get a space by its ID',
  },
  {
    operationId: 'updateSpaceById',
    method: 'patch',
    path: '/spaces/:spaceId',
    rpc: 'quire.content.v1.SpaceService/UpdateSpace',
    params: spaceParams,
    body: z
      .object({
        editMode: ZSpaceEditMode.optional(),
        title: ZSpaceTitle.optional(),
        defaultLevel: ZDefaultLevel.optional(),
        language: ZTranslationLanguage.optional(),
        mergeRules: ZMergeRules.optional(),
        emoji: ZEmoji.nullable().optional(),
        icon: ZUrl.nullable().optional(),
      })
      .refine((body) => !(typeof body.emoji === 'string' && typeof body.icon === 'string'), 'emoji and icon cannot both be set'),
    responseField: 'space',
    status: 200,
    summary: 'Update a space',
  },
  {
    operationId: 'deleteSpaceById',
    method: 'delete',
    path: '/spaces/:spaceId',
    rpc: 'quire.content.v1.SpaceService/DeleteSpace',
    params: spaceParams,
    status: 204,
    summary: 'Delete a space (it can be restored for 7 days)',
  },
  {
    operationId: 'duplicateSpace',
    method: 'post',
    path: '/spaces/:spaceId/duplicate',
    rpc: 'quire.content.v1.SpaceService/DuplicateSpace',
    params: spaceParams,
    responseField: 'space',
    status: 201,
    summary: 'Duplicate a space',
  },
  {
    operationId: 'restoreSpace',
    method: 'post',
    path: '/spaces/:spaceId/restore',
    rpc: 'quire.content.v1.SpaceService/RestoreSpace',
    params: spaceParams,
    responseField: 'space',
    status: 200,
    summary: 'Restore a space deleted in the last 7 days',
  },
  {
    operationId: 'moveSpace',
    method: 'post',
    path: '/spaces/:spaceId/move',
    rpc: 'quire.content.v1.SpaceService/MoveSpace',
    params: spaceParams,
    body: z
      .object({ parent: idParam.nullable().optional(), position: ZContentPosition.optional() })
      .refine((body) => Object.keys(body).length >= 1, 'must have at least 1 property'),
    responseField: 'space',
    status: 200,
    summary: 'Move a space to a new position',
  },
  {
    operationId: 'transferSpace',
    method: 'post',
    path: '/spaces/:spaceId/transfer',
    rpc: 'quire.content.v1.SpaceService/TransferSpace',
    params: spaceParams,
    body: z.object({ organization: idParam }),
    responseField: 'space',
    status: 200,
    summary: 'Transfer a space to another organization',
  },
  {
    operationId: 'listSpaceLinks',
    method: 'get',
    path: '/spaces/:spaceId/links',
    rpc: 'quire.content.v1.LinkService/ListSpaceLinks',
    params: spaceParams,
    query: z.object({ ...paginationQuery, status: z.enum(['ok', 'broken', 'in-app']).optional() }),
    status: 200,
    summary: 'List the links in the content of a space',
  },
  {
    operationId: 'getRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId',
    rpc: 'quire.content.v1.RevisionService/GetRevision',
    params: z.object({ spaceId: idParam, revisionId: idParam }),
    query: z.object({ metadata: booleanQuery.optional(), computed: booleanQuery.optional() }),
    responseField: 'revision',
    status: 200,
    summary: 'Get a revision of a space',
  },
]);
