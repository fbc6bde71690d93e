import type { z } from 'zod';
import type { ContentContext } from '../context';
import type { SpaceRow } from '../spaces/queries';
import { type ZExportToGitRepositoryRequest, type ZImportGitRepositoryRequest } from './schemas';
type ImportInput = z.output<typeof ZImportGitRepositoryRequest>;
type ExportInput = z.output<typeof ZExportToGitRepositoryRequest>;
/**
 * Records an import or an export asked for by `actorId` (handlers have parsed and authorized
 * it) and queues it for the git-worker; the operation's id. Refused with FAILED_PRECONDITION
 * when the operator has set no QUIRE_SECRETS_KEY: the URL would have to be stored in clear.
 */
export declare function requestGitOperation(ctx: ContentContext, space: SpaceRow, actorId: string, input: ({
    kind: 'import';
} & ImportInput) | ({
    kind: 'export';
} & ExportInput)): Promise<string>;
export {};
