import { closeMarkdownParsing } from '../lib/markdown-parse';
import { MAX_PAGE_CHARS, MAX_SECTIONS_PER_PAGE, splitPageSections } from './sections';

afterAll(() => closeMarkdownParsing());

describe('splitPageSections', () => {
  it('splits at top-level headings, with heading paths, anchors, and code apart from prose', async () => {
    const markdown = [
      'Lead paragraph.',
      '# Install',
      'Run the installer.',
      '```sh\nnpm install quire\n```',
      '## On Linux <a href="#linux" id="linux"></a>',
      '{% hint style="info" %}\n## Not a section\n\nHint text.\n{% endhint %}',
      '### Packages',
      '| Name | Use |\n| --- | --- |\n| deb | Debian |',
      '## Install',
      'Again.',
      '# Configure',
      'Settings.',
    ].join('\n\n');
    expect(await splitPageSections('Guide', markdown, 'The guide.')).toEqual([
      { anchor: null, title: 'Guide', headings: [], prose: 'The guide.\nLead paragraph.', code: '' },
      { anchor: 'install', title: 'Install', headings: ['Install'], prose: 'Run the installer.', code: 'npm install quire' },
      { anchor: 'linux', title: 'On Linux', headings: ['Install', 'On Linux'], prose: 'Not a section\nHint text.', code: '' },
      { anchor: 'packages', title: 'Packages', headings: ['Install', 'On Linux', 'Packages'], prose: 'Name Use\ndeb\nDebian', code: '' },
      { anchor: 'install-1', title: 'Install', headings: ['Install', 'Install'], prose: 'Again.', code: '' },
      { anchor: 'configure', title: 'Configure', headings: ['Configure'], prose: 'Settings.', code: '' },
    ]);
  });

  it('has no lead section without text before the first heading, and no section for an empty page', async () => {
    expect(await splitPageSections('Empty', '')).toEqual([]);
    expect((await splitPageSections('T', '## Only\n\nText.')).map((section) => section.anchor)).toEqual(['only']);
  });

  it('keeps control characters out of the indexed text', async () => {
    expect((await splitPageSections('T', 'a\u0002b\u0003c\u0007d'))[0].prose).toBe('a b c d');
  });

  it('bounds the sections and the text of a huge page', async () => {
    const many = Array.from({ length: MAX_SECTIONS_PER_PAGE + 50 }, (_, i) => `## H${i}\n\nText ${i}.`).join('\n\n');
    const sections = await splitPageSections('Many', many);
    // The text before the first heading counts as one (empty here).
    expect(sections).toHaveLength(MAX_SECTIONS_PER_PAGE - 1);
    // Headings past the limit stay in the last section's text.
    expect(sections[sections.length - 1].prose).toContain(`Text ${MAX_SECTIONS_PER_PAGE + 49}.`);

    const long = Array.from({ length: 5_000 }, (_, i) => `Paragraph number ${i} with some words.`).join('\n\n');
    const total = (await splitPageSections('Long', long)).reduce((sum, section) => sum + section.prose.length + section.code.length, 0);
    expect(total).toBeLessThanOrEqual(MAX_PAGE_CHARS);
  });
});
