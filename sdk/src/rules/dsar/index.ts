// The DSAR rules the server, the mocks, the portal and the hosted form share (`@privacy-portal/sdk/dsar`).
// The deadline engine, which carries the holiday calendars, is its own entry: `@privacy-portal/sdk/dsar-deadlines`.

export type { EmailEvent, EmailText, TemplateVariable } from './email-templates.ts';
export {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_EVENTS,
  renderTemplate,
  SAMPLE_VARIABLES,
  TEMPLATE_VARIABLES,
  templateProblems,
} from './email-templates.ts';
export type { RequestType, SubjectType } from './form-defaults.ts';
export {
  ALLOWED_FILE_TYPES,
  CUSTOM_FIELD_TYPES,
  customField,
  DEFAULT_FIELD_IDS,
  DEFAULT_FORM_FIELDS,
  DEFAULT_FORM_SETTINGS,
  DSAR_FIELD_TYPES,
  defaultFormDefinition,
  FIELD_ID_PATTERN,
  FORM_IDENTIFIER_PATTERN,
  isRequestType,
  isSubjectType,
  LOCKED_FIELDS,
  MAX_EMAIL_LENGTH,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_FONT_SIZE,
  MAX_FOOTER_LENGTH,
  MAX_FORM_FIELDS,
  MAX_IMAGE_URL_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_OPTION_VALUE_LENGTH,
  MAX_OPTIONS,
  MAX_SUBMIT_LENGTH,
  MAX_TEXT_ANSWER,
  MAX_TEXTAREA_ANSWER,
  MAX_TITLE_LENGTH,
  MAX_WELCOME_LENGTH,
  MIN_FONT_SIZE,
  OPTION_VALUE_PATTERN,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
  SUBJECT_TYPE_LABELS,
  SUBJECT_TYPES,
} from './form-defaults.ts';
export type { VisitorMessages } from './form-texts.ts';
export { DEFAULT_FORM_TEXTS, formatMessage, VISITOR_MESSAGES } from './form-texts.ts';
export type {
  CustomFieldType,
  DsarFieldType,
  DsarFormDefinition,
  DsarFormField,
  DsarFormSettings,
  DsarFormTexts,
  DsarSubmissionValues,
  FieldProblem,
} from './form-types.ts';
export {
  CLOSED_UNVERIFIED_NOTICES,
  DEFAULT_DSAR_SETTINGS,
  DEFAULT_WORKFLOW_NAME,
  DEFAULT_WORKFLOW_STAGES,
  DSAR_CONFLICTS,
  DSAR_CSV_COLUMNS,
  DSAR_DONE,
  DSAR_GONE,
  DSAR_REASONS,
  dueWhen,
  exportFileName,
  NO_DSAR_SUBSCRIPTION,
  personName,
  publicFormUrl,
  REQUEST_FORM_PATH,
  requestReference,
  TIMELINE,
  VERIFY_PATH,
  verifyLink,
} from './messages.ts';
export type { DsarCsvColumn, DsarCsvLine, SubmittedRequest } from './requests.ts';
export {
  dsarCsvCells,
  fileProblemReason,
  isOpenStatus,
  OPEN_STATUSES,
  publicFormView,
  REQUEST_STATUSES,
  safeCsvCell,
  submissionMessage,
  submittedRequest,
  visitorLanguage,
} from './requests.ts';
export type { SubmissionOptions } from './submission.ts';
export {
  formDefinitionProblems,
  isEmailAddress,
  NO_FILES_ACCEPTED,
  NOT_A_FIELD,
  submissionProblems,
} from './submission.ts';
