import { commitUrlOf, isBranchRef, parseRepositoryUrl, projectDirectoryOf, redactCredentials, repoNameOf } from './repository-url';

// Repository URLs, refs and directories of Git sync requests.

describe('parseRepositoryUrl', () => {
  it('takes http(s) URLs, credentials included, and redacts them', () => {
    expect(parseRepositoryUrl('https://github.com/acme/docs.git')).toEqual({ url: 'https://github.com/acme/docs.git', redacted: 'https://github.com/acme/docs.git', hasCredentials: false });
    expect(parseRepositoryUrl('https://x-access-token:ghs_s3cret@github.com/acme/docs.git?token=abc#frag')).toEqual({
      url: 'https://x-access-token:ghs_s3cret@github.com/acme/docs.git?token=abc#frag',
      redacted: 'https://***@github.com/acme/docs.git?***',
      hasCredentials: true,
    });
    for (const refused of ['ftp://example.com/repo.git', 'git@github.com:acme/docs.git', 'ssh://git@github.com/acme/docs', 'file:///etc/passwd', 'not a url', '']) {
      expect(parseRepositoryUrl(refused)).toBeUndefined();
    }
  });

  it('names the repository after its path', () => {
    expect(repoNameOf(new URL('https://github.com/acme/docs.git'))).toBe('acme/docs');
    expect(repoNameOf(new URL('https://gitlab.com/group/sub/project/'))).toBe('group/sub/project');
    expect(repoNameOf(new URL('https://example.com/'))).toBeUndefined();
  });
});

describe('redactCredentials', () => {
  it("removes the operation's credentials, as given or decoded, and the user part of any URL", () => {
    const url = new URL('https://bot:p%40ss%2Fword@git.example.com/r.git');
    expect(redactCredentials('auth failed for bot with p@ss/word at https://bot:p%40ss%2Fword@git.example.com/r.git', url)).toBe(
      'auth failed for *** with *** at https://***@git.example.com/r.git',
    );
    expect(redactCredentials('cannot reach http://someone:else@host.test/x', undefined)).toBe('cannot reach http://***@host.test/x');
  });
});

describe('isBranchRef', () => {
  it('accepts refs/heads/ with a branch name Git accepts, nothing else', () => {
    for (const ref of ['refs/heads/main', 'refs/heads/feature/x-1', 'refs/heads/release_2.0', 'refs/heads/a.b']) expect(isBranchRef(ref)).toBe(true);
    for (const ref of [
      'main',
      'refs/tags/v1',
      'refs/heads/',
      'refs/heads/a..b',
      'refs/heads/a b',
      'refs/heads/a~1',
      'refs/heads/a^',
      'refs/heads/a:b',
      'refs/heads/a?',
      'refs/heads/a*',
      'refs/heads/a[',
      'refs/heads/a\\b',
      'refs/heads/.hidden',
      'refs/heads/x/.y',
      'refs/heads/x.lock',
      'refs/heads/x/',
      'refs/heads/x.',
      'refs/heads/a//b',
      'refs/heads/a@{1}',
      'refs/heads/@',
      'refs/heads/-x',
      `refs/heads/${'a'.repeat(250)}`,
    ]) {
      expect({ ref, ok: isBranchRef(ref) }).toEqual({ ref, ok: false });
    }
  });
});

describe('projectDirectoryOf and commitUrlOf', () => {
  it('keeps clean relative paths, drops a trailing slash, refuses escapes', () => {
    expect(projectDirectoryOf('docs/v2/')).toBe('docs/v2');
    expect(projectDirectoryOf('')).toBe('');
    for (const refused of ['/docs', '../x', 'docs/../../x', './docs', 'a//b', 'a\\b', 'a\u0001']) expect(projectDirectoryOf(refused)).toBeUndefined();
  });

  it('joins the commit URL prefix and the oid with one slash', () => {
    expect(commitUrlOf('https://github.com/acme/docs/commit/', 'abc')).toBe('https://github.com/acme/docs/commit/abc');
    expect(commitUrlOf('https://github.com/acme/docs/commit', 'abc')).toBe('https://github.com/acme/docs/commit/abc');
  });
});
