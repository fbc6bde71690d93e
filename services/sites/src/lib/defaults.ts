import type { TransactionClient } from '../db';

/**
 * After the default site space of a group (a section, or the root) went away: the next one
 * by position becomes the default, or the first when it was the last.
 */
export async function promoteNextSiteSpace(tx: TransactionClient, siteId: string, sectionId: string | null, afterPosition: string): Promise<void> {
  const where = { siteId, sectionId };
  if (await tx.siteSpace.findFirst({ where: { ...where, isDefault: true }, select: { id: true } })) return;
  const next =
    (await tx.siteSpace.findFirst({ where: { ...where, position: { gt: afterPosition } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] })) ??
    (await tx.siteSpace.findFirst({ where, orderBy: [{ position: 'asc' }, { id: 'asc' }] }));
  if (next) await tx.siteSpace.update({ where: { id: next.id }, data: { isDefault: true } });
}

/** The same for the site's default section. */
export async function promoteNextSection(tx: TransactionClient, siteId: string, afterPosition: string): Promise<void> {
  if (await tx.siteSection.findFirst({ where: { siteId, isDefault: true }, select: { id: true } })) return;
  const next =
    (await tx.siteSection.findFirst({ where: { siteId, position: { gt: afterPosition } }, orderBy: [{ position: 'asc' }, { id: 'asc' }] })) ??
    (await tx.siteSection.findFirst({ where: { siteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }));
  if (next) await tx.siteSection.update({ where: { id: next.id }, data: { isDefault: true } });
}
