import { describe, expect, it } from 'vitest';
import {
  customField,
  DEFAULT_FORM_TEXTS,
  DSAR_CSV_COLUMNS,
  defaultFormDefinition,
  dsarCsvCells,
  fileProblemReason,
  isOpenStatus,
  publicFormView,
  submissionMessage,
  submittedRequest,
  VISITOR_MESSAGES,
  visitorLanguage,
} from '../src/rules/dsar/index.ts';

const states = (country: string) => (country === 'US' ? ['CA', 'NY'] : []);

describe('the hosted form as a visitor gets it', () => {
  it('speaks the language asked for, else the browser’s among the form’s, else the form’s first', () => {
    const offered = ['fr', 'de', 'pt-BR'];
    expect(visitorLanguage(offered, 'de', 'fr')).toBe('de');
    expect(visitorLanguage(offered, 'ja', 'en-GB,de-AT;q=0.8,fr;q=0.5')).toBe('de');
    expect(visitorLanguage(offered, null, 'pt-PT')).toBe('pt-BR');
    expect(visitorLanguage(offered, undefined, 'es,en')).toBe('fr');
    expect(visitorLanguage(['xx'], null, null)).toBe('en');
  });

  it('shows the live version in that language, with its direction and the file limits', () => {
    const definition = defaultFormDefinition(['en', 'ar']);
    const view = publicFormView('acme-privacy', { version: 3, definition }, 'ar');
    expect(view).toMatchObject({
      identifier: 'acme-privacy',
      version: 3,
      language: 'ar',
      dir: 'rtl',
      languages: [
        { locale: 'en', name: 'English' },
        { locale: 'ar', name: 'العربية' },
      ],
      texts: definition.texts.ar,
      messages: VISITOR_MESSAGES.ar,
      captcha: true,
      max_files: 3,
      max_file_bytes: 5 * 1024 * 1024,
    });
    expect(
      publicFormView('acme-privacy', { version: 1, definition: { ...definition, texts: {} } }, 'en'),
    ).toBe(undefined);
  });

  it('says why a file is refused in the visitor’s words', () => {
    expect(fileProblemReason(VISITOR_MESSAGES.en, 'fileTooBig')).toBe('Each file may be at most 5 MB.');
    expect(fileProblemReason(VISITOR_MESSAGES.en, 'fileType')).toMatch(
      /^Only these file types are accepted: .*pdf/,
    );
  });
});

describe('a submission as a request', () => {
  it('puts the built-in fields in their columns and keeps the other answers with their labels', () => {
    const definition = defaultFormDefinition(['en']);
    definition.fields.push(customField('select', 'channel'), customField('checkbox', 'consent'));
    const texts = definition.texts.en;
    if (!texts) throw new Error('no English texts');
    texts.labels.channel = 'How did you reach us?';
    texts.options.channel = { option_1: 'By e-mail', option_2: 'By phone' };
    texts.labels.consent = 'I agree';
    const request = submittedRequest(
      definition,
      'en',
      {
        subjecttype: 'employee',
        requesttype: 'deletion',
        first_name: ' Ada ',
        last_name: 'L'.repeat(150),
        email: 'Ada@Example.COM',
        country: 'us',
        state: 'ca',
        city: 'San Diego',
        requestdetails: 'Delete everything.',
        channel: 'option_2',
        consent: true,
      },
      states,
    );
    expect(request).toEqual({
      request_type: 'deletion',
      subject_type: 'employee',
      first_name: 'Ada',
      last_name: 'L'.repeat(100),
      email: 'ada@example.com',
      country: 'US',
      state: 'CA',
      city: 'San Diego',
      details: 'Delete everything.',
      answers: [
        { field: 'channel', label: 'How did you reach us?', value: 'By phone' },
        { field: 'consent', label: 'I agree', value: 'yes' },
      ],
    });
  });

  it('keeps no state the country does not have, and no empty city', () => {
    const request = submittedRequest(
      defaultFormDefinition(['en']),
      'en',
      { email: 'a@b.co', country: 'DE', state: 'CA', city: '  ' },
      states,
    );
    expect(request).toMatchObject({ country: 'DE', state: null, city: null, request_type: 'access' });
  });
});

describe('requests', () => {
  it('counts unverified, new and in-progress requests as open', () => {
    expect(
      ['unverified', 'new', 'in_progress', 'completed', 'rejected', 'closed_unverified'].map(isOpenStatus),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('writes an export line in the columns’ order, with formulas defused', () => {
    const cells = dsarCsvCells({
      reference: 'DSAR-000007',
      status: 'new',
      request_type: 'access',
      subject_type: 'customer',
      first_name: '=HYPERLINK("x")',
      last_name: '+1',
      email: '@home',
      country: 'US',
      state: null,
      jurisdiction: 'US-CA',
      received_at: '2026-01-02T03:04:05.000Z',
      due_on: '2026-02-16',
      extended: true,
      assignee: null,
      closed_at: null,
      outcome: null,
    });
    expect(cells).toHaveLength(DSAR_CSV_COLUMNS.length);
    expect(Object.fromEntries(DSAR_CSV_COLUMNS.map((c, i) => [c, cells[i]]))).toMatchObject({
      reference: 'DSAR-000007',
      first_name: `'=HYPERLINK("x")`,
      last_name: "'+1",
      email: "'@home",
      state: '',
      extended: 'yes',
      assignee: '',
    });
  });
});

describe('submissionMessage', () => {
  it('names each refused answer by its label in the visitor language, the captcha and files too', async () => {
    const { defaultFormDefinition, submissionMessage, DEFAULT_FORM_TEXTS } = await import(
      '../src/rules/dsar/index.ts'
    );
    const def = defaultFormDefinition(['en', 'de']);
    const de = DEFAULT_FORM_TEXTS.de.labels;
    expect(
      submissionMessage(def, 'de', [
        { field: 'values.state', reason: 'Pflicht.' },
        { field: 'captcha', reason: 'Falsch.' },
        { field: 'attachments[0]', reason: 'Zu groß.' },
        { field: 'values.nickname', reason: 'is not a field of this form' },
      ]),
    ).toBe(
      `${de.state}: Pflicht. ${de.captchacontrol}: Falsch. ${de.fileupload}: Zu groß. values.nickname: is not a field of this form`,
    );
  });
});
