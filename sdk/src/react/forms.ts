import { formRules } from '../generated/form-rules.ts';
import { type ContractRuleOptions, contractFieldRules, type FieldRule } from './field-rules.ts';

/** The request-body schemas whose text fields the contract limits. */
export type RuleSchema = keyof typeof formRules;
/** The limited fields of one of them. */
export type RuleField<S extends RuleSchema> = keyof (typeof formRules)[S] & string;

/** The contract's rule of one field (undefined when the contract sets none). */
export function contractRule<S extends RuleSchema>(schema: S, field: RuleField<S>): FieldRule | undefined {
  return (formRules[schema] as Record<string, FieldRule>)[field];
}

/**
 * contractFieldRules for a schema named by its name, for the forms (the table holds every schema's
 * rules; a page that must stay light imports its body's rules from `@privacy-portal/sdk/form-rules`).
 */
export function contractRules<S extends RuleSchema>(
  schema: S,
  field: RuleField<S>,
  label: string,
  options: ContractRuleOptions = {},
): { validate: Record<string, (value: unknown) => string | true> } {
  const rules: Record<string, FieldRule> = formRules[schema];
  return contractFieldRules<Record<string, FieldRule>>(rules, field, label, options);
}

/** The longest value the contract accepts, for the input's maxLength (undefined when unlimited). */
export function contractMaxLength<S extends RuleSchema>(schema: S, field: RuleField<S>): number | undefined {
  return contractRule(schema, field)?.maxLength;
}
