"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.appUrlTarget = appUrlTarget;
function appUrlTarget(appUrl, url) {
    let base;
    let target;
    try {
        base = new URL(`${appUrl}/`);
        target = new URL(url);
    }
    catch {
        return undefined;
    }
    if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname))
        return undefined;
    let segments;
    try {
        segments = target.pathname
            .slice(base.pathname.length)
            .split('/')
            .filter((segment) => segment !== '')
            .map((segment) => decodeURIComponent(segment));
    }
    catch {
        return 'unknown';
    }
    const [kind, id, ...rest] = segments;
    if (kind === 'c' && id && rest.length === 0)
        return { kind: 'collection', collectionId: id };
    if (kind !== 's' || !id)
        return 'unknown';
    if (rest.length === 0)
        return { kind: 'space', spaceId: id };
    if (rest[0] !== '~')
        return { kind: 'space', spaceId: id, pagePath: rest.join('/') };
    const [, section, key, ...path] = rest;
    if (section === 'page' && key && path.length === 0)
        return { kind: 'space', spaceId: id, pageId: key };
    if (section === 'changes' && key && /^[1-9]\d{0,8}$/.test(key))
        return { kind: 'space', spaceId: id, changeRequest: key, ...(path.length > 0 && { pagePath: path.join('/') }) };
    if (section === 'revisions' && key && path.length === 0)
        return { kind: 'space', spaceId: id };
    return 'unknown';
}
//# sourceMappingURL=app-urls.js.map