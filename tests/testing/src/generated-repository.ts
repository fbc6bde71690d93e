/**
 * The repository the Git import benchmarks read (services/git-worker/src/git/import-benchmark.test.ts
 * and `npm run bench -- git`): 1,000 files.
 */
export const GENERATED_REPOSITORY = { pages: 900, groups: 30, images: 100 } as const;

/** 900 pages in 30 sections of 30, each with headings, a list, code, a table and links; 100 images of 20 KB. */
export function generatedRepository(): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {};
  const summary = ['# Table of contents', '', '* [Home](README.md)', ''];
  files['README.md'] = '# Home\n\nThe generated documentation.\n';
  const { pages, groups, images } = GENERATED_REPOSITORY;
  for (let image = 0; image < images; image++) {
    const bytes = new Uint8Array(20 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + image * 7) % 251;
    files[`.gitbook/assets/image-${image}.png`] = bytes;
  }
  let page = 0;
  for (let section = 0; section < groups; section++) {
    summary.push(`## Section ${section}`, '');
    for (let index = 0; index < 30 && page < pages - 1; index++, page++) {
      const file = `section-${section}/page-${index}.md`;
      const next = `page-${(index + 1) % 30}.md`;
      files[file] = [
        `# Page ${section}.${index}`,
        '',
        `Introduction of page ${page}, linking to [the next page](${next}#usage) and [home](../README.md).`,
        '',
        `![Figure](../.gitbook/assets/image-${page % images}.png)`,
        '',
        '## Usage',
        '',
        ...Array.from({ length: 8 }, (_, item) => `* Item ${item} with **bold** and \`code\` text.`),
        '',
        '```js',
        `console.log(${page});`,
        '```',
        '',
        '| Name | Value |',
        '| --- | --- |',
        `| page | ${page} |`,
        '',
        '{% hint style="info" %}',
        'A hint on every page.',
        '{% endhint %}',
        '',
      ].join('\n');
      summary.push(`${index === 0 ? '' : '  '}* [Page ${section}.${index}](${file})`);
    }
    summary.push('');
  }
  files['SUMMARY.md'] = summary.join('\n');
  return files;
}
