import { contentV1 } from '@quire/proto';
import type { DefaultLevelValue } from '../access/policy';
import type { ContentVisibility as DbVisibility, DefaultLevel as DbDefaultLevel, SpaceEditMode as DbEditMode } from '../generated/prisma/enums';
export declare function defaultLevelFromDb(level: DbDefaultLevel): DefaultLevelValue;
export declare function defaultLevelToDb(level: DefaultLevelValue): DbDefaultLevel;
export declare const presentDefaultLevel: (level: DbDefaultLevel) => contentV1.DefaultLevel;
/** A default level from a request; undefined when absent. */
export declare function defaultLevelFromRequest(level: contentV1.DefaultLevel): DbDefaultLevel | undefined;
export declare const presentVisibility: (visibility: DbVisibility) => contentV1.ContentVisibility;
export declare const presentEditMode: (mode: DbEditMode) => contentV1.SpaceEditMode;
export declare function editModeFromRequest(mode: contentV1.SpaceEditMode): DbEditMode | undefined;
/** "pt-br" <-> TRANSLATION_LANGUAGE_PT_BR: the JSON string is the lower-cased suffix, "_" as "-". */
export declare function languageFromRequest(language: contentV1.TranslationLanguage): string | undefined;
export declare function presentLanguage(language: string | null): contentV1.TranslationLanguage;
