import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The CommonJS bundle in dist/ is what services load. jest.config.js leaves dist/ untransformed,
 * so this loads it exactly as a CommonJS consumer's jest would: any ESM left in it fails here.
 */
const bundle = path.join(__dirname, '..', 'dist', 'index.js');
const built = existsSync(bundle);
if (!built && process.env.CI) throw new Error('dist/index.js is missing: run `npm run build` in packages/documents first');

(built ? describe : describe.skip)('the built CommonJS bundle', () => {
  it('loads under jest without transformation and converts both ways', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const documents = require(bundle) as typeof import('../src');
    expect(Object.keys(documents).sort()).toEqual([
      'MARKDOWN_LIMITS',
      'MARKDOWN_WORKER_FILE',
      'MAX_REDIRECTS',
      'MAX_REDIRECT_SOURCE_LENGTH',
      'MAX_REUSABLE_DEPTH',
      'checkMarkdownLimits',
      'documentPlainText',
      'documentToMarkdown',
      'inlineReusableContents',
      'isRelativeHref',
      'markdownToDocument',
      'normalizeRedirectPath',
      'parseMarkdown',
      'plainTextDocument',
      'redirectSourceProblem',
      'reusableContentIdsOf',
      'runMarkdownTask',
      'validateDocument',
    ]);
    // The parse worker's script is built next to the bundle.
    expect(documents.MARKDOWN_WORKER_FILE).toBe(path.join(path.dirname(bundle), 'worker.js'));
    expect(existsSync(documents.MARKDOWN_WORKER_FILE)).toBe(true);
    expect(documents.normalizeRedirectPath('/a/b/')).toBe('a/b');
    const document = documents.markdownToDocument('# Hi\n\n{% hint style="info" %}\nSome **bold**.\n{% endhint %}');
    expect(documents.validateDocument(document)).toEqual({ ok: true, document });
    expect(documents.documentToMarkdown(document)).toBe('# Hi\n\n{% hint style="info" %}\nSome **bold**.\n{% endhint %}\n');
    expect(documents.parseMarkdown('a').type).toBe('root');
    expect(documents.documentPlainText(document)).toBe('Hi\nSome bold.');
  });
});
