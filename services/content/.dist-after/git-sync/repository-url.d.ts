/**
 * Git repository URLs. A URL may carry basic-auth credentials (GitBook's contract allows it):
 * the URL as given is only ever sealed (GitOperation.sealedUrl) or handed to the git-worker;
 * everything stored in clear, shown, logged or put in an event is the redacted form.
 */
export type RepositoryUrl = {
    /** As given, credentials included. */
    url: string;
    /** Credentials replaced by `***`, query string hidden, fragment dropped. */
    redacted: string;
    hasCredentials: boolean;
};
/** An http(s) URL with a host; undefined for anything else (the caller says why, never echoing it). */
export declare function parseHttpUrl(text: string): URL | undefined;
/** The URL without what may be secret: user and password (`***@`), the query string (`?***`), the fragment. */
export declare function redactUrl(url: URL): string;
export declare function parseRepositoryUrl(text: string): RepositoryUrl | undefined;
/** "owner/repo" (GitLab: "group/subgroup/repo") from a repository URL's path, without `.git`. */
export declare function repoNameOf(url: URL): string | undefined;
/**
 * `text` without credentials: those of `url` wherever they appear (as given or percent-decoded),
 * and the user part of any URL in it. For the worker's error messages before they are stored.
 */
export declare function redactCredentials(text: string, url: URL | undefined): string;
/**
 * Whether `ref` is `refs/heads/<branch>` with a branch name Git accepts (git check-ref-format
 * --branch): no `..`, `@{`, `//`, control characters, space, `~^:?*[\`, component starting
 * with `.` or ending with `.lock`, no trailing `/` or `.`, not `@`, not starting with `-`.
 */
export declare function isBranchRef(ref: string): boolean;
/**
 * A directory of the repository as a clean relative path ("docs/v2"), or undefined when it is
 * not one: absolute, with `.` or `..` segments, backslashes or control characters. A trailing
 * slash is dropped; '' is the repository's root.
 */
export declare function projectDirectoryOf(text: string): string | undefined;
/** The commit's URL from the `repoCommitURL` prefix. */
export declare const commitUrlOf: (prefix: string, oid: string) => string;
