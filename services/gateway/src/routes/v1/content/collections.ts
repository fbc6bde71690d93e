import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import {
  booleanQuery,
  idParam,
  paginationQuery,
  ZCollectionDescription,
  ZCollectionTitle,
  ZContentPosition,
  ZDefaultLevel,
} from '../schemas';

/** quire.content.v1.CollectionService (proto/quire/content/v1/collection.proto). */

const collectionParams = z.object({ collectionId: idParam });

export const collectionRoutes = defineRoutes([
  {
    operationId: 'listCollectionsInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/collections',
    rpc: 'quire.content.v1.CollectionService/ListCollections',
    params: z.object({ organizationId: idParam }),
    query: z.object({ ...paginationQuery, nested: booleanQuery.optional() }),
    status: 200,
    summary: 'List the collections of an organization (all of them, or only top-level ones with nested=false)',
  },
  {
    operationId: 'createCollection',
    method: 'post',
    path: '/orgs/:organizationId/collections',
    rpc: 'quire.content.v1.CollectionService/CreateCollection',
    params: z.object({ organizationId: idParam }),
    body: z.object({ title: ZCollectionTitle.optional(), parent: idParam.optional() }),
    responseField: 'collection',
    status: 201,
    summary: 'Create a collection',
  },
  {
    operationId: 'getCollectionById',
    method: 'get',
    path: '/collections/:collectionId',
    rpc: 'quire.content.v1.CollectionService/GetCollection',
    params: collectionParams,
    responseField: 'collection',
    status: 200,
    summary: 'Get a collection by its ID',
  },
  {
    operationId: 'updateCollectionById',
    method: 'patch',
    path: '/collections/:collectionId',
    rpc: 'quire.content.v1.CollectionService/UpdateCollection',
    params: collectionParams,
    body: z.object({
      title: ZCollectionTitle.optional(),
      description: ZCollectionDescription.optional(),
      defaultLevel: ZDefaultLevel.optional(),
    }),
    responseField: 'collection',
    status: 200,
    summary: 'Update a collection',
  },
  {
    operationId: 'deleteCollectionById',
    method: 'delete',
    path: '/collections/:collectionId',
    rpc: 'quire.content.v1.CollectionService/DeleteCollection',
    params: collectionParams,
    status: 204,
    summary: 'Delete a collection, its sub-collections, and move their spaces to the trash',
  },
  {
    operationId: 'listSpacesInCollectionById',
    method: 'get',
    path: '/collections/:collectionId/spaces',
    rpc: 'quire.content.v1.CollectionService/ListCollectionSpaces',
    params: collectionParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List all collection spaces',
  },
  {
    operationId: 'moveCollection',
    method: 'post',
    path: '/collections/:collectionId/move',
    rpc: 'quire.content.v1.CollectionService/MoveCollection',
    params: collectionParams,
    body: z
      .object({ parent: idParam.nullable().optional(), position: ZContentPosition.optional() })
      .refine((body) => Object.keys(body).length >= 1, 'must have at least 1 property'),
    responseField: 'collection',
    status: 200,
    summary: 'Move a collection to a new position.',
  },
  {
    operationId: 'transferCollection',
    method: 'post',
    path: '/collections/:collectionId/transfer',
    rpc: 'quire.content.v1.CollectionService/TransferCollection',
    params: collectionParams,
    body: z.object({ organization: idParam }),
    responseField: 'collection',
    status: 200,
    summary: 'Transfer a collection',
  },
]);
