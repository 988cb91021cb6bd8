export type { BlockingRuleDialogProps, RuleCategoryOption } from './BlockingRuleDialog.tsx';
export { BlockingRuleDialog } from './BlockingRuleDialog.tsx';
export type { BlockingRuleErrors, BlockingRuleField, BlockingRuleValues } from './ruleForm.ts';
export { checkBlockingRule } from './ruleForm.ts';
