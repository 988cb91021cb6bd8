import { type ContractRuleOptions, contractFieldRules, type FieldRule } from './field-rules.ts';

/**
 * One request body's rules as the contract gives them (`@privacy-portal/sdk/form-rules`, one module per
 * body): a page imports the bodies it sends, so no page carries every module's rules.
 */
export type BodyRules = { readonly [field: string]: FieldRule };
/** The limited fields of one body. */
export type RuleField<R extends BodyRules> = keyof R & string;

/** The contract's rule of one field (undefined when the contract sets none). */
export function contractRule<R extends BodyRules>(rules: R, field: RuleField<R>): FieldRule | undefined {
  return rules[field];
}

/** contractFieldRules of one body's field, for the forms. */
export function contractRules<R extends BodyRules>(
  rules: R,
  field: RuleField<R>,
  label: string,
  options: ContractRuleOptions = {},
): { validate: Record<string, (value: unknown) => string | true> } {
  return contractFieldRules<Record<string, FieldRule>>(rules, field, label, options);
}

/** The longest value the contract accepts, for the input's maxLength (undefined when unlimited). */
export function contractMaxLength<R extends BodyRules>(rules: R, field: RuleField<R>): number | undefined {
  return contractRule(rules, field)?.maxLength;
}
