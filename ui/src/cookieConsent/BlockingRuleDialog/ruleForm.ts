import { blockingPatternProblem } from '@privacy-portal/sdk/cookie-consent';
import { BlockingRuleInput } from '@privacy-portal/sdk/form-rules';

/** What the form sends (contract BlockingRuleInput, without the source, which the page sets). */
export interface BlockingRuleValues {
  pattern: string;
  category_id: number;
  description: string;
}

export type BlockingRuleField = keyof BlockingRuleValues;
export type BlockingRuleErrors = Partial<Record<BlockingRuleField, string>>;

/** The contract's limits (ScriptPattern, BlockingRuleInput.description), from the generated rules. */
export const PATTERN_MIN = BlockingRuleInput.pattern.minLength;
export const PATTERN_MAX = BlockingRuleInput.pattern.maxLength;
export const DESCRIPTION_MAX = BlockingRuleInput.description.maxLength;

/** The form's own checks, the contract's rules in words; empty when the values may be sent. */
export function checkBlockingRule(values: {
  pattern: string;
  categoryId: number | null;
  description: string;
}): BlockingRuleErrors {
  const errors: BlockingRuleErrors = {};
  const pattern = values.pattern.trim();
  if (pattern === '') errors.pattern = 'Enter a script address, a host or a pattern.';
  else if (/[\s<>"]/.test(pattern))
    errors.pattern = 'The pattern cannot hold spaces, quotes or angle brackets.';
  else if (pattern.length < PATTERN_MIN)
    errors.pattern = `The pattern needs at least ${PATTERN_MIN} characters.`;
  else if (pattern.length > PATTERN_MAX)
    errors.pattern = `The pattern can have at most ${PATTERN_MAX} characters.`;
  else {
    const problem = blockingPatternProblem(pattern);
    if (problem) errors.pattern = `The pattern ${problem}.`;
  }
  if (values.categoryId === null)
    errors.category_id = 'Choose the category whose consent releases the script.';
  if (values.description.length > DESCRIPTION_MAX) {
    errors.description = `The description can have at most ${DESCRIPTION_MAX} characters.`;
  }
  return errors;
}
