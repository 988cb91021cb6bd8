import type { FormDefinition, FormErrors, FormLocale } from './formTypes.ts';

/**
 * A problem as one sentence: the label and the reason ("Label" + "must not be empty" → "Label must not
 * be empty."); a reason that is a sentence of its own (it starts with a capital) is kept as it is.
 * Undefined without a reason, so it drops straight into `errorMessage`.
 */
export function problemText(label: string, reason: string | undefined): string | undefined {
  const trimmed = reason?.trim();
  if (!trimmed) return undefined;
  const text = /^\p{Lu}/u.test(trimmed) ? trimmed : `${label} ${trimmed}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Whether a path belongs to the field at `index` with id `id`: its own paths, its labels and option labels. */
export function isFieldPath(path: string, index: number, id: string): boolean {
  if (path === `fields[${index}]` || path.startsWith(`fields[${index}].`)) return true;
  const text = /^texts\.[^.]+\.(labels|options)\.([^.]+)/.exec(path);
  return text !== null && text[2] === id;
}

/** The problems of one field, as [path, reason]. */
export function fieldProblems(errors: FormErrors, def: FormDefinition, id: string): [string, string][] {
  const index = def.fields.findIndex((field) => field.id === id);
  return Object.entries(errors).filter(([path]) => isFieldPath(path, index, id));
}

/** The number of problems in one language's texts (page texts, labels, options). */
export function languageProblemCount(errors: FormErrors, language: FormLocale): number {
  return Object.keys(errors).filter(
    (path) => path === `texts.${language}` || path.startsWith(`texts.${language}.`),
  ).length;
}
