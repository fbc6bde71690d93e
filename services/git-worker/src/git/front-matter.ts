import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { MAX_YAML_FLOW_DEPTH, yamlFlowDepth } from '../lib/yaml-limits';

/** Larger front matter is dropped (with the warning of an invalid one). */
export const MAX_FRONT_MATTER_CHARS = 64 * 1024;

const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export type FrontMatter = { description?: string; title?: string };

/**
 * GitBook writes a page's description as YAML front matter (`description: ...`). Splits it
 * from the body; front matter that is not a YAML mapping is dropped (with a warning), never
 * taken as markdown (its `---` lines would read as a rule and a heading).
 */
export function splitFrontMatter(text: string, onInvalid: () => void): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: {}, body: text };
  const body = text.slice(match[0].length);
  if (!match[1] || match[1].trim() === '') return { frontMatter: {}, body };
  // It holds a description: a front matter too large or too deeply nested to parse quickly is not one.
  if (match[1].length > MAX_FRONT_MATTER_CHARS || yamlFlowDepth(match[1]) > MAX_YAML_FLOW_DEPTH) {
    onInvalid();
    return { frontMatter: {}, body };
  }
  let value: unknown;
  try {
    value = parseYaml(match[1], { maxAliasCount: 20 });
  } catch {
    onInvalid();
    return { frontMatter: {}, body };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    onInvalid();
    return { frontMatter: {}, body };
  }
  const { description, title } = value as Record<string, unknown>;
  const asText = (member: unknown) => (typeof member === 'string' || typeof member === 'number' ? String(member).trim() : undefined);
  return {
    frontMatter: {
      ...(asText(description) !== undefined && { description: asText(description) }),
      // Include files (reusable contents) carry their title here.
      ...(asText(title) !== undefined && { title: asText(title) }),
    },
    body,
  };
}

/** The front matter GitBook writes: only when there is a description. */
export function formatFrontMatter({ description }: FrontMatter): string {
  if (!description) return '';
  return `---\n${stringifyYaml({ description }, { lineWidth: 0 })}---\n\n`;
}
