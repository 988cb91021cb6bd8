/**
 * What the DSAR module says, written once for the server and the mocks (so stories and page tests show
 * what users will read): refusals, field reasons, timeline entries, the default workflow, the settings'
 * defaults, the export's columns and the public addresses.
 */
import type { components } from '../../generated/schema.ts';
import type { Locale } from '../i18n/locales.ts';

type Schemas = components['schemas'];

/** Spec §8: the Cookie Consent refusal with 'organization' for 'property'. */
export const NO_DSAR_SUBSCRIPTION =
  'You have not assigned this organization to DSAR subscription. Kindly assign this organization to one of your purchased DSAR subscription in order to access this product';

/** The 409 conflicts of the module. */
export const DSAR_CONFLICTS = {
  notVerified: 'The requester has not confirmed their e-mail address yet: work starts once they do',
  closed: (what: string) => `This request is closed: it cannot ${what}`,
  alreadyExtended: 'This request has already been extended',
  noticePassed: (law: string, noticeBy: string | null) =>
    `The ${law} extension must be noticed by ${noticeBy}; that day has passed`,
  noExtension: (law: string) => `${law} allows no extension of the response time`,
  closedUnverified: 'This request was closed unverified: its address was never confirmed',
  notUnverified: 'This request’s e-mail address is already confirmed or it is closed',
  liveVersion: 'This version is live: activate another version before deleting it',
  workflowInUse: (open: number) =>
    `${open} open request${open === 1 ? ' follows' : 's follow'} this workflow: close ${open === 1 ? 'it' : 'them'} before deleting the workflow, or switch the workflow off.`,
  workflowActivatedMeanwhile:
    'Another workflow of this request type was activated at the same time: reload and try again.',
  exportRunning: 'An export is already running: wait for it to finish.',
  exportNotFinished: 'The export has not finished yet.',
  exportFailed: 'The export failed: start a new one.',
} as const;

/** The 404s of files the server no longer keeps. */
export const DSAR_GONE = {
  attachment: 'The file of this attachment is no longer kept',
  export: 'The export file is no longer kept: start a new export.',
} as const;

/** Field reasons of the module's 400 and 409 answers. */
export const DSAR_REASONS = {
  identifierPattern: 'must be 3 to 64 lower-case letters, digits and inner hyphens',
  identifierTaken: 'is already used by another form',
  identifierTakenMessage: 'This form identifier is already used by another form',
  workflowNameTaken: 'is already used by another workflow',
  workflowNameTakenMessage: (name: string) => `The name ${name} is already used by another workflow`,
  notMember: 'is not a member of this organization',
  stageAssignee: 'must be a member who works in this organization',
  blank: 'must not be blank',
  future: 'must not be in the future',
  stageOutOfRange: (last: number) => `must be a stage of this request's workflow (0 to ${Math.max(0, last)})`,
  closeAfterReminder: 'must be more than verify_reminder_days',
  notLanguage: (code: string) => `${code} is not one of the ten form languages`,
  notCountry: 'is not a country code (ISO 3166-1)',
  notState: (country: string) => `is not a state of ${country}`,
} as const;

/** The `message` beside a few answers. */
export const DSAR_DONE = {
  published: 'Web form published',
  activated: 'Version activated',
  templateSaved: 'Template saved',
} as const;

/** What each timeline entry says. */
export const TIMELINE = {
  entered: (actor: string, reference: string) => `${actor} entered the request (${reference})`,
  received: (overLimit: boolean) =>
    `Request received through the web form${overLimit ? ' while the plan’s request limit was used up' : ''}`,
  verificationSent: (email: string) => `A confirmation link was sent to ${email}`,
  verificationReminder: 'A reminder to confirm the e-mail address was sent',
  verified: (email: string) => `${email} was confirmed by the requester`,
  acknowledged: 'The acknowledgement was sent to the requester',
  assigned: (actor: string, to: string | null) =>
    to ? `${actor} assigned it to ${to}` : `${actor} unassigned it`,
  stage: (actor: string, stage: string) => `${actor} moved it to “${stage}”`,
  task: (actor: string, title: string, done: boolean) =>
    `${actor} ${done ? 'completed' : 'reopened'} “${title}”`,
  extended: (actor: string, dueOn: string, law: string) =>
    `${actor} extended the due date to ${dueOn} (${law})`,
  closed: (actor: string, outcome: 'completed' | 'rejected') => `${actor} ${outcome} the request`,
  message: (subject: string) => `E-mail “${subject}” sent to the requester`,
  messageFailed: (subject: string) => `The e-mail “${subject}” could not be sent`,
  attachments: (count: number) => `${count} file(s) attached by the requester`,
  closedUnverified: (days: number) => `Closed: the e-mail address was not confirmed within ${days} days`,
  /** `when` is dueWhen's: today, tomorrow, in 3 days. */
  dueReminder: (when: string, hasAssignee: boolean) =>
    hasAssignee
      ? `The assignee was reminded that the request is due ${when}`
      : `The administrators were reminded that the request is due ${when} (no assignee)`,
  overdue: (dueOn: string) => `The request is overdue: it was due on ${dueOn}`,
} as const;

/** How soon a request is due, in days from today: "today", "tomorrow", "in 3 days". */
export const dueWhen = (daysLeft: number) =>
  daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;

/** How the timeline and the inbox name a member: first and last name, else the e-mail address. */
export const personName = (u: {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}) => [u.firstname, u.lastname].filter(Boolean).join(' ').trim() || (u.email ?? '');

/**
 * What an organization that never changed its settings has; migration 0014 (dsar_settings) takes its
 * columns' defaults from here.
 */
export const DEFAULT_DSAR_SETTINGS: Readonly<Schemas['DsarSettings']> = {
  verify_reminder_days: 3,
  verify_close_days: 14,
  due_soon_days: 7,
  reminder_days: 3,
};

/**
 * The workflow an organization's first form brings: five stages over the four weeks most laws allow
 * (GDPR: one month; due days count from receipt).
 */
export const DEFAULT_WORKFLOW_NAME = 'Standard request handling';
export const DEFAULT_WORKFLOW_STAGES: readonly Schemas['WorkflowStage'][] = [
  {
    name: 'Verify identity',
    tasks: ["Check the requester's identity"],
    assignee_id: null,
    due_days: 0,
    template: null,
  },
  {
    name: 'Acknowledge',
    tasks: ['Send the acknowledgement'],
    assignee_id: null,
    due_days: 2,
    template: 'acknowledgement',
  },
  {
    name: 'Gather data',
    tasks: ['Search every system that holds personal data', 'Collect the records found'],
    assignee_id: null,
    due_days: 14,
    template: null,
  },
  {
    name: 'Review',
    tasks: ["Remove other people's data", 'Check exemptions'],
    assignee_id: null,
    due_days: 21,
    template: null,
  },
  { name: 'Respond', tasks: ['Send the response'], assignee_id: null, due_days: 28, template: 'completed' },
];

/** The request export's columns, in order (requests.ts dsarCsvCells makes a line). */
export const DSAR_CSV_COLUMNS = [
  'reference',
  'status',
  'request_type',
  'subject_type',
  'first_name',
  'last_name',
  'email',
  'country',
  'state',
  'jurisdiction',
  'received_at',
  'due_on',
  'extended',
  'assignee',
  'closed_at',
  'outcome',
] as const;

/** The reference the requester and the team quote: DSAR-000123. */
export const requestReference = (id: number) => `DSAR-${String(id).padStart(6, '0')}`;
export const exportFileName = (organizationId: number, today: string) =>
  `dsar-requests-${organizationId}-${today}.csv`;

/** Where the hosted form lives: /privacy-request/{identifier}, and the confirmation page. */
export const REQUEST_FORM_PATH = '/privacy-request';
export const VERIFY_PATH = `${REQUEST_FORM_PATH}/verify`;

const origin = (appUrl: string) => appUrl.replace(/\/$/, '');
/** The hosted form's address and the confirmation link's. */
export const publicFormUrl = (appUrl: string, identifier: string) =>
  `${origin(appUrl)}${REQUEST_FORM_PATH}/${identifier}`;
export const verifyLink = (appUrl: string, token: string) =>
  `${origin(appUrl)}${VERIFY_PATH}?token=${encodeURIComponent(token)}`;

/** What a requester is told when the request is closed for want of a confirmed address, in their language. */
export const CLOSED_UNVERIFIED_NOTICES: Readonly<Record<Locale, string>> = {
  en: 'We could not confirm your e-mail address, so your request was closed. You can submit it again at any time.',
  de: 'Wir konnten Ihre E-Mail-Adresse nicht bestätigen, daher wurde Ihre Anfrage geschlossen. Sie können sie jederzeit erneut stellen.',
  fr: 'Nous n’avons pas pu confirmer votre adresse e-mail : votre demande a donc été clôturée. Vous pouvez la soumettre à nouveau à tout moment.',
  'pt-BR':
    'Não foi possível confirmar seu endereço de e-mail, por isso sua solicitação foi encerrada. Você pode enviá-la novamente a qualquer momento.',
  ar: 'لم نتمكن من تأكيد عنوان بريدك الإلكتروني، لذلك أُغلق طلبك. يمكنك تقديمه مرة أخرى في أي وقت.',
  it: 'Non è stato possibile confermare il tuo indirizzo e-mail, quindi la tua richiesta è stata chiusa. Puoi inviarla di nuovo in qualsiasi momento.',
  hi: 'हम आपके ईमेल पते की पुष्टि नहीं कर सके, इसलिए आपका अनुरोध बंद कर दिया गया। आप इसे कभी भी फिर से भेज सकते हैं।',
  zh: '我们无法确认您的电子邮件地址，因此您的请求已关闭。您可以随时重新提交。',
  ja: 'メールアドレスを確認できなかったため、リクエストを終了しました。いつでも再度送信できます。',
  es: 'No pudimos confirmar su dirección de correo electrónico, por lo que su solicitud se ha cerrado. Puede enviarla de nuevo en cualquier momento.',
};
