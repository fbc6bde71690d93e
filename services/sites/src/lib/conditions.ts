import jsep from 'jsep';
import { invalidArgument, memberChain } from '@quire/shared';
export { conditionHolds } from '@quire/shared';
import { claimsOf, type AdaptiveSchema, type Claim } from './adaptive-schema';

/**
 * Conditions of sections and site spaces are expressions over the visitor's claims, e.g.
 * `visitor.claims.unsigned.isBeta && visitor.claims.plan == "pro"`. They are parsed with
 * jsep and evaluated by the small interpreter below, which knows only the nodes it lists:
 * literals, `visitor.claims...` paths declared by the site's adaptive schema, `!` `-` `+`,
 * comparisons, `&&` `||`, arithmetic, `a ? b : c`, array literals and `.includes(x)`.
 * Nothing reaches `eval`, `Function` or a prototype.
 */

type Node = jsep.Expression;

const BINARY = new Set(['==', '!=', '===', '!==', '<', '<=', '>', '>=', '&&', '||', '+', '-', '*', '/', '%']);
const UNARY = new Set(['!', '-', '+']);

class ConditionError extends Error {
  constructor(
    readonly reason: string,
    readonly index: number,
  ) {
    super(reason);
  }
}

/** What a claim path leads to: a claim, a `length`, or an array element. */
type Resolved = { kind: 'claim'; claim: Claim } | { kind: 'number' };

function resolveChain(chain: (string | number)[], schema: AdaptiveSchema | undefined, at: number): Resolved {
  const text = chain.join('.');
  if (chain[0] !== 'visitor') throw new ConditionError(`unknown identifier "${chain[0]}" (conditions read visitor.claims)`, at);
  if (chain[1] !== 'claims' || chain.length < 3) throw new ConditionError(`"${text}" is not a claim (write visitor.claims.<name>)`, at);
  const { signed, unsigned } = schema ? claimsOf(schema) : { signed: {}, unsigned: {} };
  let claims = signed;
  let rest = chain.slice(2);
  if (rest[0] === 'unsigned') {
    claims = unsigned;
    rest = rest.slice(1);
    if (rest.length === 0) throw new ConditionError(`"${text}" is not a claim (write visitor.claims.unsigned.<name>)`, at);
  }
  const name = String(rest[0]);
  if (!Object.hasOwn(claims, name)) throw new ConditionError(`unknown claim "${text}": the site's adaptive schema does not declare it`, at);
  let current: Resolved = { kind: 'claim', claim: claims[name] };
  for (const segment of rest.slice(1)) {
    if (current.kind === 'claim' && current.claim.type === 'object' && typeof segment === 'string' && Object.hasOwn(current.claim.properties, segment)) {
      current = { kind: 'claim', claim: current.claim.properties[segment] };
    } else if (current.kind === 'claim' && current.claim.type === 'array' && typeof segment === 'number') {
      current = { kind: 'claim', claim: current.claim.items };
    } else if (current.kind === 'claim' && (current.claim.type === 'array' || current.claim.type === 'string') && segment === 'length') {
      current = { kind: 'number' };
    } else {
      throw new ConditionError(`unknown claim "${text}": the site's adaptive schema does not declare it`, at);
    }
  }
  return current;
}

/** Where `chain` is written in `expression` (jsep nodes carry no positions). */
function indexOfChain(expression: string, chain: (string | number)[]): number {
  const index = expression.indexOf(String(chain[0]));
  const dotted = expression.indexOf(chain.filter((s) => typeof s === 'string').join('.'));
  return dotted >= 0 ? dotted : Math.max(index, 0);
}

function check(node: Node, schema: AdaptiveSchema | undefined, expression: string): void {
  switch (node.type) {
    case 'Literal':
      return;
    case 'Identifier':
    case 'MemberExpression': {
      const chain = memberChain(node);
      if (!chain) throw new ConditionError('only claim paths such as visitor.claims.name can be read', 0);
      resolveChain(chain, schema, indexOfChain(expression, chain));
      return;
    }
    case 'UnaryExpression':
      if (!UNARY.has(node.operator as string)) throw new ConditionError(`operator "${node.operator}" is not allowed`, 0);
      check(node.argument as Node, schema, expression);
      return;
    case 'BinaryExpression':
      if (!BINARY.has(node.operator as string)) {
        const index = expression.indexOf(node.operator as string);
        throw new ConditionError(`operator "${node.operator}" is not allowed`, Math.max(index, 0));
      }
      check(node.left as Node, schema, expression);
      check(node.right as Node, schema, expression);
      return;
    case 'ConditionalExpression':
      check(node.test as Node, schema, expression);
      check(node.consequent as Node, schema, expression);
      check(node.alternate as Node, schema, expression);
      return;
    case 'ArrayExpression':
      for (const element of node.elements as (Node | null)[]) if (element) check(element, schema, expression);
      return;
    case 'CallExpression': {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type !== 'MemberExpression' || callee.computed || (callee.property as Node).name !== 'includes' || args.length !== 1) {
        const index = expression.indexOf('(');
        throw new ConditionError('the only function is <array or string>.includes(value)', Math.max(index, 0));
      }
      const target = callee.object as Node;
      if (target.type !== 'ArrayExpression') {
        const chain = memberChain(target);
        if (!chain) throw new ConditionError('.includes() applies to a claim or an array literal', 0);
        const resolved = resolveChain(chain, schema, indexOfChain(expression, chain));
        if (resolved.kind !== 'claim' || (resolved.claim.type !== 'array' && resolved.claim.type !== 'string')) {
          throw new ConditionError(`"${chain.join('.')}" is not an array or a string claim`, indexOfChain(expression, chain));
        }
      } else {
        check(target, schema, expression);
      }
      check(args[0], schema, expression);
      return;
    }
    default:
      throw new ConditionError(`${node.type} is not allowed in a condition`, 0);
  }
}

/**
 * Parses a condition and checks every claim it reads against the site's adaptive schema.
 * A syntax error or an unknown claim is INVALID_ARGUMENT "<field>: <reason> at position <n>".
 * An empty expression is no condition (undefined).
 */
export function parseCondition(expression: string, schema: AdaptiveSchema | undefined, field = 'condition'): string | undefined {
  if (expression.trim() === '') return undefined;
  let ast: Node;
  try {
    ast = jsep(expression);
  } catch (error) {
    const { description, index } = error as { description?: string; index?: number; message: string };
    throw invalidArgument(`${field}: ${description ?? (error as Error).message} at position ${index ?? 0}`);
  }
  try {
    if (ast.type === 'Compound') throw new ConditionError('a condition is one expression', 0);
    check(ast, schema, expression);
  } catch (error) {
    if (error instanceof ConditionError) throw invalidArgument(`${field}: ${error.reason} at position ${error.index}`);
    throw error;
  }
  return expression;
}

/**
 * The `condition` a section or site space update stores: absent keeps it, null or an empty
 * expression removes it (null), any other expression is checked against the site's schema.
 */
export function conditionToStore(site: { adaptiveSchema: unknown }, condition: string | null | undefined): string | null | undefined {
  if (condition === undefined || condition === null) return condition;
  return parseCondition(condition, (site.adaptiveSchema ?? undefined) as AdaptiveSchema | undefined) ?? null;
}

/**
 * GitBook "SiteAdaptiveTemplateCondition"s: one per boolean claim, one per enum value (of a
 * string claim or of an array of strings), two comparisons per number claim; signed claims
 * first, then unsigned ones, each by name.
 */
export function templateConditions(schema: AdaptiveSchema): { description: string; condition: string }[] {
  const { signed, unsigned } = claimsOf(schema);
  const items: { description: string; condition: string }[] = [];
  const visit = (claims: Record<string, Claim>, prefix: string) => {
    // By name: the stored schema (jsonb) does not keep the order it was written in.
    for (const [name, claim] of Object.entries(claims).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const path = `${prefix}.${name}`;
      switch (claim.type) {
        case 'boolean':
          items.push({ description: claim.description, condition: `${path} == true` });
          break;
        case 'string':
          for (const value of claim.enum ?? []) {
            items.push({ description: `${claim.description}: ${value}`, condition: `${path} == ${JSON.stringify(value)}` });
          }
          break;
        case 'number':
          items.push({ description: `${claim.description} (greater than 0)`, condition: `${path} > 0` });
          items.push({ description: `${claim.description} (equal to 0)`, condition: `${path} == 0` });
          break;
        case 'array':
          if (claim.items.type === 'string' && claim.items.enum) {
            for (const value of claim.items.enum) {
              items.push({ description: `${claim.description}: includes ${value}`, condition: `${path}.includes(${JSON.stringify(value)})` });
            }
          }
          break;
        case 'object':
          visit(claim.properties, path);
          break;
      }
    }
  };
  visit(signed, 'visitor.claims');
  visit(unsigned, 'visitor.claims.unsigned');
  return items;
}
