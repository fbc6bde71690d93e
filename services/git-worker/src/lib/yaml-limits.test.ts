import { splitFrontMatter } from '../git/front-matter';
import { MAX_YAML_FLOW_DEPTH, yamlFlowDepth } from './yaml-limits';

describe('yamlFlowDepth', () => {
  it('bounds the nesting of flow collections from above', () => {
    expect(yamlFlowDepth('a: [1, {b: [2]}]\nc: "[" # ]')).toBe(3);
    expect(yamlFlowDepth('description: plain text\nlist:\n  - a\n')).toBe(0);
  });

  it('front matter nested too deep is dropped as invalid, at once', () => {
    let invalid = 0;
    const started = performance.now();
    const { frontMatter, body } = splitFrontMatter(`---\ndescription: ${'['.repeat(MAX_YAML_FLOW_DEPTH * 200)}\n---\n\n# Page\n`, () => (invalid += 1));
    expect(performance.now() - started).toBeLessThan(500);
    expect({ frontMatter, body, invalid }).toEqual({ frontMatter: {}, body: '\n# Page\n', invalid: 1 });
    expect(splitFrontMatter('---\ndescription: "Fine [a]"\n---\nBody', () => (invalid += 1)).frontMatter).toEqual({ description: 'Fine [a]' });
  });
});
