"use strict";
/**
 * Git repository URLs. A URL may carry basic-auth credentials (GitBook's contract allows it):
 * the URL as given is only ever sealed (GitOperation.sealedUrl) or handed to the git-worker;
 * everything stored in clear, shown, logged or put in an event is the redacted form.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.commitUrlOf = void 0;
exports.parseHttpUrl = parseHttpUrl;
exports.redactUrl = redactUrl;
exports.parseRepositoryUrl = parseRepositoryUrl;
exports.repoNameOf = repoNameOf;
exports.redactCredentials = redactCredentials;
exports.isBranchRef = isBranchRef;
exports.projectDirectoryOf = projectDirectoryOf;
const REDACTED = '***';
/** An http(s) URL with a host; undefined for anything else (the caller says why, never echoing it). */
function parseHttpUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return undefined;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
        return undefined;
    return url;
}
/** The URL without what may be secret: user and password (`***@`), the query string (`?***`), the fragment. */
function redactUrl(url) {
    const copy = new URL(url.href);
    if (copy.username !== '' || copy.password !== '') {
        copy.username = REDACTED;
        copy.password = '';
    }
    if (copy.search !== '')
        copy.search = `?${REDACTED}`;
    copy.hash = '';
    return copy.href;
}
function parseRepositoryUrl(text) {
    const url = parseHttpUrl(text);
    if (!url)
        return undefined;
    return { url: text, redacted: redactUrl(url), hasCredentials: url.username !== '' || url.password !== '' };
}
/** "owner/repo" (GitLab: "group/subgroup/repo") from a repository URL's path, without `.git`. */
function repoNameOf(url) {
    let path;
    try {
        path = decodeURIComponent(url.pathname);
    }
    catch {
        path = url.pathname;
    }
    const name = path.replace(/^\/+|\/+$/g, '').replace(/\.git$/, '');
    return name === '' ? undefined : name.slice(0, 255);
}
// Any `scheme://user[:password]@` in a text: a URL with credentials quoted in an error.
const CREDENTIALS_IN_URL = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
/**
 * `text` without credentials: those of `url` wherever they appear (as given or percent-decoded),
 * and the user part of any URL in it. For the worker's error messages before they are stored.
 */
function redactCredentials(text, url) {
    let redacted = text;
    if (url) {
        const secrets = new Set();
        for (const part of [url.username, url.password]) {
            if (part === '')
                continue;
            secrets.add(part);
            try {
                secrets.add(decodeURIComponent(part));
            }
            catch {
                // Not percent-encoded text: only the form as given can appear.
            }
        }
        // Longest first, so that a password containing the user name is removed whole.
        for (const secret of [...secrets].sort((a, b) => b.length - a.length))
            redacted = redacted.split(secret).join(REDACTED);
    }
    return redacted.replace(CREDENTIALS_IN_URL, `$1${REDACTED}@`);
}
/**
 * Whether `ref` is `refs/heads/<branch>` with a branch name Git accepts (git check-ref-format
 * --branch): no `..`, `@{`, `//`, control characters, space, `~^:?*[\`, component starting
 * with `.` or ending with `.lock`, no trailing `/` or `.`, not `@`, not starting with `-`.
 */
function isBranchRef(ref) {
    const prefix = 'refs/heads/';
    if (!ref.startsWith(prefix) || ref.length > 255)
        return false;
    const name = ref.slice(prefix.length);
    if (name === '' || name === '@' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.'))
        return false;
    if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name))
        return false;
    if (name.includes('..') || name.includes('@{') || name.includes('//'))
        return false;
    return name.split('/').every((component) => !component.startsWith('.') && !component.endsWith('.lock'));
}
/**
 * A directory of the repository as a clean relative path ("docs/v2"), or undefined when it is
 * not one: absolute, with `.` or `..` segments, backslashes or control characters. A trailing
 * slash is dropped; '' is the repository's root.
 */
function projectDirectoryOf(text) {
    const path = text.replace(/\/+$/, '');
    if (path === '')
        return '';
    if (path.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(path))
        return undefined;
    const segments = path.split('/');
    return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..') ? path : undefined;
}
/** The commit's URL from the `repoCommitURL` prefix. */
const commitUrlOf = (prefix, oid) => `${prefix.replace(/\/+$/, '')}/${oid}`;
exports.commitUrlOf = commitUrlOf;
//# sourceMappingURL=repository-url.js.map