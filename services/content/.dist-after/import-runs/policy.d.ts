import { type Principal } from '@quire/shared';
import type { ContentContext } from '../context';
import { type ImportRunRow } from './queries';
import { type LoadedSpace } from '../spaces/load';
/**
 * What a level on the run's space allows with its import runs: starting and cancelling one
 * writes content (editors and above, in a space that is not locked); reading one is reading
 * the space.
 */
export declare const importRunRules: {
    readonly view: "read";
    readonly start: "edit";
    readonly cancel: "edit";
};
/** Guards a write into the space (start, cancel): the `edit` level and a space that is not locked. */
export declare function authorizeImportInto(loaded: LoadedSpace): void;
/**
 * A run of the organization and the caller's standing on its space. NOT_FOUND for an unknown
 * run, a run of another organization, or of a space the caller cannot see (or in the trash).
 */
export declare function loadImportRun(ctx: ContentContext, principal: Principal, organizationId: string, importRunId: string): Promise<{
    run: ImportRunRow;
    loaded: LoadedSpace;
}>;
