import { FormInput as FormInputRules } from '@privacy-portal/sdk/form-rules';
import { contractRules, ruleProblem } from '@privacy-portal/sdk/react';
import { type RefObject, useState } from 'react';
import { useFocusFirstProblem } from '../../../lib/focus.ts';
import { explainProblem, type Problem } from '../../../lib/problem.ts';

export interface Details {
  name: string;
  identifier: string;
}

type DetailErrors = Partial<Record<keyof Details, string>>;

/** The fields' labels: the server's details name the body's fields, and land on these. */
export const DETAIL_LABELS = { name: 'Form name', identifier: 'Form identifier' } as const;

const RULES = {
  name: contractRules(FormInputRules, 'name', DETAIL_LABELS.name),
  identifier: contractRules(FormInputRules, 'identifier', DETAIL_LABELS.identifier),
};

export interface FormDetails {
  values: Details;
  errors: DetailErrors;
  /** The refusal's message above the fields; null otherwise. */
  summary: string | null;
  /** Put on the <form>: a failed check moves the focus to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** An edit: the field's message goes until the next check. */
  set: (field: keyof Details, value: string) => void;
  /** The contract's checks (FormInput's rules); false, with the messages shown and the focus moved, when one fails. */
  check: () => boolean;
  /** A refusal spread over the fields (the server's details, name_taken on the identifier) and the summary. */
  showProblem: (problem: Problem) => void;
  /** New values (after a save, a discard), without messages. */
  reset: (values: Details) => void;
}

/**
 * The builder's name and identifier: the contract's rules (`@privacy-portal/sdk/form-rules` through
 * contractRules, as every portal form) and the server's refusals on the fields with explainProblem, as
 * useApiForm does, without react-hook-form, whose 14 KB the builder's route cannot carry within its
 * weight for two text fields.
 */
export function useFormDetails(initial: Details): FormDetails {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  // Focus moves in an effect after the messages are committed: a frame callback could run before
  // the render under load and leave the focus on the button.
  const [formRef, focusFirstProblem] = useFocusFirstProblem();

  return {
    values,
    errors,
    summary,
    formRef,
    set(field, value) {
      setValues((now) => ({ ...now, [field]: value }));
      setErrors((now) => (now[field] ? { ...now, [field]: undefined } : now));
    },
    check() {
      const found: DetailErrors = {};
      for (const field of ['name', 'identifier'] as const) {
        const problem = ruleProblem(RULES[field], values[field]);
        if (problem) found[field] = problem;
      }
      setErrors(found);
      setSummary(null);
      if (Object.keys(found).length === 0) return true;
      focusFirstProblem();
      return false;
    },
    showProblem(problem) {
      const explained = explainProblem(problem, {
        labels: DETAIL_LABELS,
        codeFields: { name_taken: 'identifier' },
        verbatim: true,
      });
      setErrors(explained.fields);
      setSummary(explained.summary);
      focusFirstProblem();
    },
    reset(next) {
      setValues(next);
      setErrors({});
      setSummary(null);
    },
  };
}
