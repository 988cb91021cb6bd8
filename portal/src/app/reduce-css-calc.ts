/**
 * Stands in for `reduce-css-calc` in the build (vite.config.ts): @visx/text uses it only to turn the
 * `calc()` of a label's first-line offset (`calc(0.5 * -1em + (0.71em / 2))`) into one length. The
 * package does that with a general expression evaluator (5 KB gzip on every chart page); this reads
 * the four operations over numbers of at most one unit, and leaves anything else as written.
 */
interface Value {
  n: number;
  unit: string;
}

const TOKEN = /\s*(?:(-?\d*\.?\d+(?:e[+-]?\d+)?)([a-z%]*)|([-+*/()]))/giy;

export default function reduceCSSCalc(expression: string): string {
  const inner = /^calc\(([\s\S]*)\)$/.exec(expression.trim());
  if (!inner) return expression;
  const tokens: Array<Value | string> = [];
  const source = inner[1] as string;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.trimEnd().length) {
    const match = TOKEN.exec(source);
    if (!match) return expression;
    if (match[3]) tokens.push(match[3]);
    // A minus after a value or ')' is an operator, not a sign.
    else if ((match[1] as string).startsWith('-') && isOperand(tokens.at(-1))) {
      tokens.push('-', {
        n: Number((match[1] as string).slice(1)),
        unit: (match[2] as string).toLowerCase(),
      });
    } else tokens.push({ n: Number(match[1]), unit: (match[2] as string).toLowerCase() });
  }
  let at = 0;
  const fail = (): never => {
    throw new Error('not reducible');
  };
  const primary = (): Value => {
    const token = tokens[at++];
    if (token === '(') {
      const value = sum();
      if (tokens[at++] !== ')') fail();
      return value;
    }
    if (token === '-') {
      const value = primary();
      return { n: -value.n, unit: value.unit };
    }
    return typeof token === 'object' ? token : fail();
  };
  const product = (): Value => {
    let left = primary();
    while (tokens[at] === '*' || tokens[at] === '/') {
      const op = tokens[at++];
      const right = primary();
      if (op === '*') {
        if (left.unit && right.unit) fail();
        left = { n: left.n * right.n, unit: left.unit || right.unit };
      } else {
        if (right.unit || right.n === 0) fail();
        left = { n: left.n / right.n, unit: left.unit };
      }
    }
    return left;
  };
  const sum = (): Value => {
    let left = product();
    while (tokens[at] === '+' || tokens[at] === '-') {
      const op = tokens[at++];
      const right = product();
      const unit = left.unit || right.unit;
      // Different units (or a unit and a bare non-zero number) cannot be added here.
      if ((left.unit && left.unit !== unit) || (right.unit && right.unit !== unit)) fail();
      if ((!left.unit && left.n !== 0 && unit) || (!right.unit && right.n !== 0 && unit)) fail();
      left = { n: op === '+' ? left.n + right.n : left.n - right.n, unit };
    }
    return left;
  };
  try {
    const value = sum();
    if (at !== tokens.length) return expression;
    return `${Number(value.n.toFixed(6))}${value.unit}`;
  } catch {
    return expression;
  }
}

function isOperand(token: Value | string | undefined): boolean {
  return typeof token === 'object' || token === ')';
}
