import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import reduceCSSCalc from '../src/app/reduce-css-calc.ts';

// The package it replaces in the build, still installed as @visx/text's dependency.
const original = createRequire(import.meta.url)('reduce-css-calc') as (expression: string) => string;

describe('the calc() reducer the chart labels use', () => {
  it.each([
    // What @visx/text asks for: the first line's offset for 1, 2 and 3 lines, each vertical anchor.
    'calc(0.71em)',
    'calc(0 * -1em + (0.71em / 2))',
    'calc(0.5 * -1em + (0.71em / 2))',
    'calc(1 * -1em + (0.71em / 2))',
    'calc(0 * -1em)',
    'calc(2 * -1em)',
    'calc(1.5 * -1.2em + (0.71em / 2))',
    'calc(3 * -14px)',
    'calc(12px)',
  ])('reduces %s as reduce-css-calc does', (expression) => {
    expect(reduceCSSCalc(expression)).toBe(original(expression));
  });

  it('leaves what it cannot reduce as written', () => {
    expect(reduceCSSCalc('calc(1em + 10px)')).toBe('calc(1em + 10px)');
    expect(reduceCSSCalc('1em')).toBe('1em');
  });
});
