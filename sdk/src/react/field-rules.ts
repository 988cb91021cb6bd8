// The contract's checks of one field, from its rule: no table of rules here, so that a page that
// checks one request body (the login page) bundles only that body's rules.

export interface FieldRule {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternReason?: string;
  format?: string;
}

/** Overrides of the derived messages, for a form whose wording the spec fixes. */
export interface RuleMessages {
  /**
   * The empty case, e.g. "Enter the company name." (default "Enter the <label>."); given for a field
   * the body may omit, it makes the form ask for it.
   */
  required?: string;
  /** A malformed email address (default "Enter an email address like name@example.com."). */
  format?: string;
  /** A value the pattern refuses (default "<label> <x-pattern-reason>."). */
  pattern?: string;
}

export interface ContractRuleOptions extends RuleMessages {
  /** The trimmed value as the form will send it, when it completes it (e.g. "example.com" → https://). */
  prepare?: (value: string) => string;
  /** Checks the form adds for what the contract cannot say (e.g. two fields that must match). */
  validate?: Record<string, (value: string) => string | true | undefined>;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value react-hook-form checks: text fields are checked as they will be sent, trimmed. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
}

/**
 * react-hook-form `register` options for one field of a request body, from its rules in the
 * contract (`LoginRequest` of `@privacy-portal/sdk/form-rules`): required,
 * lengths, pattern (with its `x-pattern-reason`) and email format, checked on the trimmed value, with
 * messages that name the field's label. So a limit lives in the contract only.
 */
export function contractFieldRules<R extends Record<string, FieldRule>>(
  rules: R,
  field: keyof R & string,
  label: string,
  options: ContractRuleOptions = {},
): { validate: Record<string, (value: unknown) => string | true> } {
  const rule: FieldRule = rules[field] ?? {};
  const required = rule.required === true || options.required !== undefined;
  const pattern = rule.pattern === undefined ? undefined : new RegExp(rule.pattern, 'u');
  const checks: Record<string, (value: unknown) => string | true> = {
    contract: (raw) => {
      const typed = text(raw);
      const value = typed === '' || !options.prepare ? typed : options.prepare(typed);
      if (value === '') {
        return required ? (options.required ?? `Enter the ${label.toLowerCase()}.`) : true;
      }
      if (rule.format === 'email' && !EMAIL_SHAPE.test(value)) {
        return options.format ?? 'Enter an email address like name@example.com.';
      }
      if (rule.maxLength !== undefined && value.length > rule.maxLength) {
        return `${label} must be at most ${rule.maxLength} characters.`;
      }
      if (rule.minLength !== undefined && value.length < rule.minLength) {
        return `${label} must be at least ${rule.minLength} characters.`;
      }
      if (pattern && !pattern.test(value)) {
        return options.pattern ?? `${label} ${rule.patternReason ?? 'is not in the expected form'}.`;
      }
      return true;
    },
  };
  for (const [name, check] of Object.entries(options.validate ?? {})) {
    checks[name] = (raw) => check(typeof raw === 'string' ? raw : text(raw)) ?? true;
  }
  return { validate: checks };
}

/**
 * The first message a field's checks (as {@link contractFieldRules} or `contractRules` give them) have
 * for a value, or undefined when it passes: for a form that checks by the contract without
 * react-hook-form (the login steps, Cookie Consent's dialogs). It lives next to contractFieldRules so
 * that it is bundled with it: kept in the portal, it became a file of its own that the login page
 * downloads once another page shared it.
 */
export function ruleProblem(
  rules: { validate: Record<string, (value: unknown) => string | true> },
  value: string,
): string | undefined {
  for (const check of Object.values(rules.validate)) {
    const result = check(value);
    if (result !== true) return result;
  }
  return undefined;
}
