"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.contentRefUrl = contentRefUrl;
const segment = encodeURIComponent;
/** Where a content reference leads in the application (a URL ref leads to itself). */
function contentRefUrl(ref, spaceId, urls) {
    switch (ref.kind) {
        case 'url':
            return ref.url;
        case 'page':
            return `${urls.appUrl}/s/${segment(ref.space ?? spaceId)}/~/page/${segment(ref.page)}`;
        case 'anchor':
            return `${urls.appUrl}/s/${segment(ref.space ?? spaceId)}${ref.page ? `/~/page/${segment(ref.page)}` : ''}#${segment(ref.anchor)}`;
        case 'file':
            return `${urls.appUrl}/s/${segment(spaceId)}/~/files/${segment(ref.file)}`;
        case 'space':
            return `${urls.appUrl}/s/${segment(ref.space)}`;
        case 'collection':
            return `${urls.appUrl}/c/${segment(ref.collection)}`;
        case 'user':
            return `${urls.publicUrl}/v1/users/${segment(ref.user)}`;
        case 'reusable-content':
            return `${urls.appUrl}/s/${segment(ref.space ?? spaceId)}/~/reusable/${segment(ref.reusableContent)}`;
        case 'openapi':
            return `${urls.appUrl}/openapi/${segment(ref.spec)}`;
    }
}
//# sourceMappingURL=content-ref-url.js.map