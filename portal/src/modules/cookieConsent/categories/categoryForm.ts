import type { Schemas } from '@privacy-portal/sdk';
import { CookieCategoryInput as CookieCategoryInputRules } from '@privacy-portal/sdk/form-rules';
import { LOCALE_INFO, LOCALES } from '@privacy-portal/sdk/i18n';
import { contractRules, ruleProblem } from '@privacy-portal/sdk/react';
import type { CategoryFormErrors, CategoryFormValues } from '@privacy-portal/ui/cookieConsent/CategoryDialog';
import type { CategoryLanguage } from '@privacy-portal/ui/cookieConsent/CategoryList';
import { explainProblem, type Problem } from '../../../lib/problem.ts';

// The category form's checks and body: the contract's rules (CookieCategoryInput) for the name and
// description and for each language's text, and the server's refusals back on the fields.

/** The ten languages of the product, by their names in themselves, Arabic right to left. */
export const CATEGORY_LANGUAGES: CategoryLanguage[] = LOCALES.map((tag) => ({
  tag,
  name: LOCALE_INFO[tag].name,
  dir: LOCALE_INFO[tag].dir,
}));

const languageName = (tag: string) => CATEGORY_LANGUAGES.find((l) => l.tag === tag)?.name ?? tag;

const rules = (field: 'name' | 'description', label: string) =>
  contractRules(CookieCategoryInputRules, field, label);

export function checkCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  const name = ruleProblem(rules('name', 'Name'), values.name);
  if (name) errors.name = name;
  const description = ruleProblem(rules('description', 'Description'), values.description);
  if (description) errors.description = description;
  for (const [tag, text] of Object.entries(values.translations)) {
    const language = languageName(tag);
    // A language's text is optional, but a description without its name is not a translation.
    const nameProblem =
      text.name.trim() === ''
        ? `Enter the name in ${language}.`
        : ruleProblem(rules('name', `The name in ${language}`), text.name);
    if (nameProblem) errors[`translations.${tag}.name`] = nameProblem;
    const descriptionProblem = ruleProblem(
      rules('description', `The description in ${language}`),
      text.description,
    );
    if (descriptionProblem) errors[`translations.${tag}.description`] = descriptionProblem;
  }
  return errors;
}

/** The body of POST/PUT /cookiecategory from the checked form. */
export function categoryInput(values: CategoryFormValues): Schemas['CookieCategoryInput'] {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    translations: Object.fromEntries(
      Object.entries(values.translations).map(([tag, t]) => [
        tag,
        { name: t.name.trim(), description: t.description.trim() },
      ]),
    ),
  };
}

/** A refusal of the category spread over the form's fields, including each language's. */
export function categoryProblem(
  problem: Problem,
  values: CategoryFormValues,
): { errors: CategoryFormErrors; summary: string } {
  const labels: Record<string, string> = { name: 'Name', description: 'Description' };
  for (const tag of Object.keys(values.translations)) {
    labels[`translations.${tag}.name`] = `The name in ${languageName(tag)}`;
    labels[`translations.${tag}.description`] = `The description in ${languageName(tag)}`;
  }
  const explained = explainProblem(problem, { labels, codeFields: { name_taken: 'name' }, verbatim: true });
  return { errors: explained.fields, summary: explained.summary };
}
