import type { Schemas } from '@privacy-portal/sdk';

// The contract's web form shapes, named once for the form builder's components.
export type FormDefinition = Schemas['FormDefinition'];
export type FormField = Schemas['FormField'];
export type FormFieldType = FormField['type'];
export type FormLocale = Schemas['FormLocale'];
export type FormSettings = Schemas['FormSettings'];
export type FormTexts = Schemas['FormTexts'];
export type FormSummary = Schemas['FormSummary'];
export type FormVersion = Schemas['FormVersion'];

/**
 * The default texts in the ten languages (the texts of getDsarFormTemplate asked for all of them): what
 * a language added, a default field put back or a request type offered again starts from.
 */
export type FormDefaults = Readonly<Partial<Record<string, FormTexts>>>;

/** The types the builder adds (email, country, state and captcha exist only as default fields). */
export type CustomFieldType = 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'date' | 'file';

/**
 * Problems by the definition's paths as the sdk's formDefinitionProblems and the server's 400 name
 * them without the body's `definition.` prefix: `fields[3].id`, `texts.de.labels.email`,
 * `settings.headerColor`. The value is the reason after the field's label ("must not be empty").
 */
export type FormErrors = Readonly<Record<string, string>>;

/** What every builder panel takes. */
export interface FormPanelProps {
  /** The draft being edited. */
  definition: FormDefinition;
  /** Fires with the whole definition after an edit; the page keeps it. */
  onChange: (next: FormDefinition) => void;
  /** Problems to show on the fields, from the page's checks or the server's 400. */
  errors?: FormErrors;
  /** Everything read-only (a member who may only view). */
  isDisabled?: boolean;
}
