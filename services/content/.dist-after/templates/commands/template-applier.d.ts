import type { PrismaClient } from '../../db';
import { type Template } from '../catalog';
export type TemplateApplication = {
    spaceId: string;
    template: Template;
    values: Record<string, string>;
    actorId: string;
};
/**
 * Applies a template to a space's main content: its pages are added after the existing
 * top-level pages (nothing is overwritten) in a new main revision, in one transaction with the
 * space row locked (mode `main`, lib/space-lock.ts), so it serializes with merges.
 */
export declare function templateApplier(db: PrismaClient, input: TemplateApplication): Promise<string>;
