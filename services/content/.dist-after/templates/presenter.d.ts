import type { contentV1 } from '@quire/proto';
import type { Template } from './catalog';
export declare const presentTemplate: (template: Template) => contentV1.Template;
