"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentEditMode = exports.presentVisibility = exports.presentDefaultLevel = void 0;
exports.defaultLevelFromDb = defaultLevelFromDb;
exports.defaultLevelToDb = defaultLevelToDb;
exports.defaultLevelFromRequest = defaultLevelFromRequest;
exports.editModeFromRequest = editModeFromRequest;
exports.languageFromRequest = languageFromRequest;
exports.presentLanguage = presentLanguage;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const { DefaultLevel, ContentVisibility, SpaceEditMode, TranslationLanguage } = proto_1.contentV1;
function defaultLevelFromDb(level) {
    if (level === 'none')
        return null;
    return level;
}
function defaultLevelToDb(level) {
    return level === null ? 'none' : level;
}
const defaultLevels = (0, shared_1.enumMapping)({
    admin: DefaultLevel.DEFAULT_LEVEL_ADMIN,
    create: DefaultLevel.DEFAULT_LEVEL_CREATE,
    review: DefaultLevel.DEFAULT_LEVEL_REVIEW,
    edit: DefaultLevel.DEFAULT_LEVEL_EDIT,
    comment: DefaultLevel.DEFAULT_LEVEL_COMMENT,
    read: DefaultLevel.DEFAULT_LEVEL_READ,
    none: DefaultLevel.DEFAULT_LEVEL_GUEST,
    inherit: DefaultLevel.DEFAULT_LEVEL_INHERIT,
});
const presentDefaultLevel = (level) => defaultLevels.toProto[level];
exports.presentDefaultLevel = presentDefaultLevel;
/** A default level from a request; undefined when absent. */
function defaultLevelFromRequest(level) {
    if (level === DefaultLevel.DEFAULT_LEVEL_UNSPECIFIED)
        return undefined;
    const stored = defaultLevels.fromProto.get(level);
    if (!stored)
        throw (0, shared_1.invalidArgument)('defaultLevel: unknown level');
    return stored;
}
const VISIBILITY_TO_PROTO = {
    public: ContentVisibility.CONTENT_VISIBILITY_PUBLIC,
    unlisted: ContentVisibility.CONTENT_VISIBILITY_UNLISTED,
    share_link: ContentVisibility.CONTENT_VISIBILITY_SHARE_LINK,
    visitor_auth: ContentVisibility.CONTENT_VISIBILITY_VISITOR_AUTH,
    in_collection: ContentVisibility.CONTENT_VISIBILITY_IN_COLLECTION,
    private: ContentVisibility.CONTENT_VISIBILITY_PRIVATE,
};
const presentVisibility = (visibility) => VISIBILITY_TO_PROTO[visibility];
exports.presentVisibility = presentVisibility;
const presentEditMode = (mode) => mode === 'locked' ? SpaceEditMode.SPACE_EDIT_MODE_LOCKED : SpaceEditMode.SPACE_EDIT_MODE_LIVE;
exports.presentEditMode = presentEditMode;
function editModeFromRequest(mode) {
    if (mode === SpaceEditMode.SPACE_EDIT_MODE_LIVE)
        return 'live';
    if (mode === SpaceEditMode.SPACE_EDIT_MODE_LOCKED)
        return 'locked';
    return undefined;
}
/** "pt-br" <-> TRANSLATION_LANGUAGE_PT_BR: the JSON string is the lower-cased suffix, "_" as "-". */
function languageFromRequest(language) {
    if (language === TranslationLanguage.TRANSLATION_LANGUAGE_UNSPECIFIED)
        return undefined;
    const name = TranslationLanguage[language];
    if (!name)
        throw (0, shared_1.invalidArgument)('language: unknown language');
    return name.replace(/^TRANSLATION_LANGUAGE_/, '').toLowerCase().replace(/_/g, '-');
}
function presentLanguage(language) {
    if (language === null)
        return TranslationLanguage.TRANSLATION_LANGUAGE_UNSPECIFIED;
    const value = TranslationLanguage[`TRANSLATION_LANGUAGE_${language.toUpperCase().replace(/-/g, '_')}`];
    return value ?? TranslationLanguage.TRANSLATION_LANGUAGE_UNSPECIFIED;
}
//# sourceMappingURL=enums.js.map