import { contentV1 } from '@quire/proto';
import { enumMapping, invalidArgument } from '@quire/shared';
import type { DefaultLevelValue } from '../access/policy';
import type {
  ContentVisibility as DbVisibility,
  DefaultLevel as DbDefaultLevel,
  SpaceEditMode as DbEditMode,
} from '../generated/prisma/enums';

const { DefaultLevel, ContentVisibility, SpaceEditMode, TranslationLanguage } = contentV1;

export function defaultLevelFromDb(level: DbDefaultLevel): DefaultLevelValue {
  if (level === 'none') return null;
  return level;
}

export function defaultLevelToDb(level: DefaultLevelValue): DbDefaultLevel {
  return level === null ? 'none' : level;
}

const defaultLevels = enumMapping<DbDefaultLevel, contentV1.DefaultLevel>({
  admin: DefaultLevel.DEFAULT_LEVEL_ADMIN,
  create: DefaultLevel.DEFAULT_LEVEL_CREATE,
  review: DefaultLevel.DEFAULT_LEVEL_REVIEW,
  edit: DefaultLevel.DEFAULT_LEVEL_EDIT,
  comment: DefaultLevel.DEFAULT_LEVEL_COMMENT,
  read: DefaultLevel.DEFAULT_LEVEL_READ,
  none: DefaultLevel.DEFAULT_LEVEL_GUEST,
  inherit: DefaultLevel.DEFAULT_LEVEL_INHERIT,
});

export const presentDefaultLevel = (level: DbDefaultLevel): contentV1.DefaultLevel => defaultLevels.toProto[level];

/** A default level from a request; undefined when absent. */
export function defaultLevelFromRequest(level: contentV1.DefaultLevel): DbDefaultLevel | undefined {
  if (level === DefaultLevel.DEFAULT_LEVEL_UNSPECIFIED) return undefined;
  const stored = defaultLevels.fromProto.get(level);
  if (!stored) throw invalidArgument('defaultLevel: unknown level');
  return stored;
}

const VISIBILITY_TO_PROTO: Record<DbVisibility, contentV1.ContentVisibility> = {
  public: ContentVisibility.CONTENT_VISIBILITY_PUBLIC,
  unlisted: ContentVisibility.CONTENT_VISIBILITY_UNLISTED,
  share_link: ContentVisibility.CONTENT_VISIBILITY_SHARE_LINK,
  visitor_auth: ContentVisibility.CONTENT_VISIBILITY_VISITOR_AUTH,
  in_collection: ContentVisibility.CONTENT_VISIBILITY_IN_COLLECTION,
  private: ContentVisibility.CONTENT_VISIBILITY_PRIVATE,
};

export const presentVisibility = (visibility: DbVisibility): contentV1.ContentVisibility => VISIBILITY_TO_PROTO[visibility];

export const presentEditMode = (mode: DbEditMode): contentV1.SpaceEditMode =>
  mode === 'locked' ? SpaceEditMode.SPACE_EDIT_MODE_LOCKED : SpaceEditMode.SPACE_EDIT_MODE_LIVE;

export function editModeFromRequest(mode: contentV1.SpaceEditMode): DbEditMode | undefined {
  if (mode === SpaceEditMode.SPACE_EDIT_MODE_LIVE) return 'live';
  if (mode === SpaceEditMode.SPACE_EDIT_MODE_LOCKED) return 'locked';
  return undefined;
}

/** "pt-br" <-> TRANSLATION_LANGUAGE_PT_BR: the JSON string is the lower-cased suffix, "_" as "-". */
export function languageFromRequest(language: contentV1.TranslationLanguage): string | undefined {
  if (language === TranslationLanguage.TRANSLATION_LANGUAGE_UNSPECIFIED) return undefined;
  const name = TranslationLanguage[language];
  if (!name) throw invalidArgument('language: unknown language');
  return name.replace(/^TRANSLATION_LANGUAGE_/, '').toLowerCase().replace(/_/g, '-');
}

export function presentLanguage(language: string | null): contentV1.TranslationLanguage {
  if (language === null) return TranslationLanguage.TRANSLATION_LANGUAGE_UNSPECIFIED;
  const value = (TranslationLanguage as unknown as Record<string, number>)[
    `TRANSLATION_LANGUAGE_${language.toUpperCase().replace(/-/g, '_')}`
  ];
  return value ?? TranslationLanguage.TRANSLATION_LANGUAGE_UNSPECIFIED;
}
