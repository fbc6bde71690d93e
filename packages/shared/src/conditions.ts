import jsep from 'jsep';

/**
 * Adaptive content's conditions (of site sections, site spaces and `if` blocks of documents)
 * are expressions over the visitor's claims, e.g.
 * `visitor.claims.unsigned.isBeta && visitor.claims.plan == "pro"`, parsed with jsep and
 * evaluated by the small interpreter below, which knows only literals, `visitor.claims...`
 * paths, `!` `-` `+`, comparisons, `&&` `||`, arithmetic, `a ? b : c`, array literals and
 * `.includes(x)`. Nothing reaches `eval`, `Function` or a prototype. Sites checks a condition
 * against the site's adaptive schema when it is saved; sites and the reader evaluate it here.
 */

type Node = jsep.Expression;

/** `visitor.claims.a.b` as segments, or undefined when the node is not a plain member chain from an identifier. */
export function memberChain(node: Node): (string | number)[] | undefined {
  if (node.type === 'Identifier') return [node.name as string];
  if (node.type !== 'MemberExpression') return undefined;
  const object = memberChain(node.object as Node);
  if (!object) return undefined;
  const property = node.property as Node;
  if (!node.computed && property.type === 'Identifier') return [...object, property.name as string];
  if (node.computed && property.type === 'Literal' && (typeof property.value === 'number' || typeof property.value === 'string')) {
    return [...object, property.value as string | number];
  }
  return undefined;
}

type Value = unknown;

function read(value: Value, segment: string | number): Value {
  if (Array.isArray(value)) {
    if (segment === 'length') return value.length;
    return typeof segment === 'number' ? value[segment] : undefined;
  }
  if (typeof value === 'string') return segment === 'length' ? value.length : undefined;
  if (value !== null && typeof value === 'object' && typeof segment === 'string' && Object.hasOwn(value, segment)) {
    return (value as Record<string, Value>)[segment];
  }
  return undefined;
}

function evaluate(node: Node, visitor: Record<string, Value>): Value {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
    case 'MemberExpression': {
      const chain = memberChain(node) ?? [];
      let value: Value = { visitor };
      for (const segment of chain) value = read(value, segment);
      return value;
    }
    case 'UnaryExpression': {
      const argument = evaluate(node.argument as Node, visitor);
      if (node.operator === '!') return !argument;
      if (node.operator === '-') return -Number(argument);
      return Number(argument);
    }
    case 'BinaryExpression': {
      if (node.operator === '&&') return evaluate(node.left as Node, visitor) && evaluate(node.right as Node, visitor);
      if (node.operator === '||') return evaluate(node.left as Node, visitor) || evaluate(node.right as Node, visitor);
      const left = evaluate(node.left as Node, visitor) as never;
      const right = evaluate(node.right as Node, visitor) as never;
      switch (node.operator) {
        // Both equalities are strict: claims are JSON, coercion would only surprise.
        case '==':
        case '===':
          return left === right;
        case '!=':
        case '!==':
          return left !== right;
        case '<':
          return left < right;
        case '<=':
          return left <= right;
        case '>':
          return left > right;
        case '>=':
          return left >= right;
        case '+':
          return (left as number) + (right as number);
        case '-':
          return (left as number) - (right as number);
        case '*':
          return (left as number) * (right as number);
        case '/':
          return (left as number) / (right as number);
        case '%':
          return (left as number) % (right as number);
      }
      return undefined;
    }
    case 'ConditionalExpression':
      return evaluate(node.test as Node, visitor) ? evaluate(node.consequent as Node, visitor) : evaluate(node.alternate as Node, visitor);
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).map((element) => (element ? evaluate(element, visitor) : undefined));
    case 'CallExpression': {
      const target = evaluate((node.callee as Node).object as Node, visitor);
      const argument = evaluate((node.arguments as Node[])[0], visitor);
      if (Array.isArray(target)) return target.includes(argument);
      if (typeof target === 'string' && typeof argument === 'string') return target.includes(argument);
      return false;
    }
    default:
      return undefined;
  }
}

/**
 * Whether a stored condition holds for a visitor's claims (`visitor.claims` = `claims`).
 * A missing claim reads as undefined. A condition that no longer parses (it was valid when
 * saved) holds for nobody.
 */
export function conditionHolds(expression: string | null, claims: Record<string, unknown>): boolean {
  if (expression === null || expression.trim() === '') return true;
  let ast: Node;
  try {
    ast = jsep(expression);
  } catch {
    return false;
  }
  return Boolean(evaluate(ast, { claims }));
}

