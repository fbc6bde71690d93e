import type { contentV1 } from '@quire/proto';
import type { Template } from './catalog';

export const presentTemplate = (template: Template): contentV1.Template => ({
  object: 'template',
  id: template.id,
  title: template.title,
  description: template.description,
  pages: template.pages.map((page) => page.title),
});
