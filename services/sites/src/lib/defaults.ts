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

/** Makes `siteSpace` the default of its section (or of the root), and that section the site's default. */
export async function setDefaultSiteSpace(tx: TransactionClient, siteId: string, siteSpace: { id: string; sectionId: string | null }): Promise<void> {
  await tx.siteSpace.updateMany({ where: { siteId, sectionId: siteSpace.sectionId, isDefault: true, id: { not: siteSpace.id } }, data: { isDefault: false } });
  await tx.siteSpace.update({ where: { id: siteSpace.id }, data: { isDefault: true } });
  if (siteSpace.sectionId) await setDefaultSection(tx, siteId, siteSpace.sectionId);
}

export async function setDefaultSection(tx: TransactionClient, siteId: string, sectionId: string): Promise<void> {
  await tx.siteSection.updateMany({ where: { siteId, isDefault: true, id: { not: sectionId } }, data: { isDefault: false } });
  await tx.siteSection.update({ where: { id: sectionId }, data: { isDefault: true } });
}
