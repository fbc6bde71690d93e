import type { PrismaClient } from '../../db';
/**
 * Removes a space's legacy Git installation (`installationProvider: github-legacy`), with its
 * row locked so that two removals agree on which one removed it. Answers whether there was one.
 */
export declare function legacyInstallationRemover(db: PrismaClient, input: {
    organizationId: string;
    spaceId: string;
    actorId: string;
}): Promise<boolean>;
