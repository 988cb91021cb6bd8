import { roleCapabilities, type Schemas } from '@privacy-portal/sdk';
import { EMAIL_EVENTS } from '@privacy-portal/sdk/dsar';
import { LOCALES } from '@privacy-portal/sdk/i18n';
import { Alert } from '@privacy-portal/ui/Alert';
import {
  EMAIL_EVENT_LABELS,
  languageLabel,
  sameText,
  TemplateEditor,
  type TemplateErrors,
  type TemplateText,
  templateOf,
  templateTextProblems,
} from '@privacy-portal/ui/dsar/TemplateEditor';
import { TemplatePicker } from '@privacy-portal/ui/dsar/TemplatePicker';
import { TemplatePreview } from '@privacy-portal/ui/dsar/TemplatePreview';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { type Problem, sentence } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { type Toasts, useToasts } from '../../../lib/useToasts.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { DsarSettingsSection } from './DsarSettingsSection.tsx';
import styles from './Templates.module.css';
import { useEmailTemplates, useTemplateMutations, useTemplatePreview } from './templates.queries.ts';

type EmailEvent = Schemas['EmailEvent'];
type FormLocale = Schemas['FormLocale'];

/** The preview is asked for this long after the last keystroke. */
export const PREVIEW_DELAY_MS = 400;

const isEvent = (v: string | null): v is EmailEvent =>
  v !== null && (EMAIL_EVENTS as readonly string[]).includes(v);
const isLanguage = (v: string | null): v is FormLocale =>
  v !== null && (LOCALES as readonly string[]).includes(v);

/**
 * /privacy/dsar/templates (Custom Template) — the e-mails requesters get, per event and language: the
 * organization's own text or the product's default, edited with its variables and a preview beside;
 * and the organization's DSAR settings (reminders, auto-close, due soon), which time those e-mails.
 * The e-mail being edited is in the URL (?event=&language=).
 */
export function TemplatesPage() {
  const { selection, user } = useSession();
  const oid = selection?.oid ?? null;
  const templates = useEmailTemplates(oid);
  const toasts = useToasts();
  if (!selection || oid === null) return null;
  const canWrite = roleCapabilities(user?.role)?.canWrite ?? false;
  return (
    <div className={styles.page}>
      <PageIntro
        title="Custom Template"
        description="The e-mails a requester gets as a request moves on, in the ten form languages. Each starts as the product's text; change it to your own, and go back to the default at any time."
      />
      {toasts.region}
      <QueryState queries={[templates]} loadingLabel="Loading the templates" what="the templates">
        {(list) => <TemplateWorkspace oid={oid} templates={list} canWrite={canWrite} toasts={toasts} />}
      </QueryState>
      <DsarSettingsSection oid={oid} canWrite={canWrite} onSaved={(message) => toasts.notify(message)} />
    </div>
  );
}

interface WorkspaceProps {
  oid: number;
  templates: Schemas['EmailTemplate'][];
  canWrite: boolean;
  toasts: Toasts;
}

function TemplateWorkspace({ oid, templates, canWrite, toasts }: WorkspaceProps) {
  const [params, setParams] = useSearchParams();
  const event: EmailEvent = isEvent(params.get('event')) ? (params.get('event') as EmailEvent) : 'received';
  const language: FormLocale = isLanguage(params.get('language'))
    ? (params.get('language') as FormLocale)
    : 'en';
  const saved = templateOf(templates, event, language);
  const savedText: TemplateText = { subject: saved?.subject ?? '', body: saved?.body ?? '' };
  // What is typed, until it is saved or dropped; null shows the saved text.
  const [edits, setEdits] = useState<TemplateText | null>(null);
  const [errors, setErrors] = useState<TemplateErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<{ event: EmailEvent; language: FormLocale } | null>(null);
  const [resetting, setResetting] = useState(false);
  const { save, reset } = useTemplateMutations();
  const text = edits ?? savedText;
  const dirty = edits !== null && !sameText(edits, savedText);

  // The preview follows the text once typing pauses, while the text has no problem.
  const textProblems = templateTextProblems(text);
  const previewable = Object.keys(textProblems).length === 0;
  const [asked, setAsked] = useState<Schemas['TemplatePreviewInput'] | null>(null);
  // The first preview (and one for another e-mail) without the wait; typing waits for a pause.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!previewable) return;
    const input = { event, language, subject: text.subject, body: text.body };
    const which = `${event}/${language}`;
    const wait = shown.current === which ? PREVIEW_DELAY_MS : 0;
    shown.current = which;
    const timer = setTimeout(() => setAsked(input), wait);
    return () => clearTimeout(timer);
  }, [previewable, event, language, text.subject, text.body]);
  const preview = useTemplatePreview(oid, previewable ? asked : null);
  const previewProblem = !previewable
    ? (Object.values(textProblems)[0] ?? null)
    : preview.isError
      ? problemOf(preview.error).message
      : null;

  const open = (next: { event: EmailEvent; language: FormLocale }) => {
    setEdits(null);
    setErrors({});
    setProblem(null);
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('event', next.event);
        params.set('language', next.language);
        return params;
      },
      { replace: true },
    );
  };
  const choose = (next: { event: EmailEvent; language: FormLocale }) => {
    if (next.event === event && next.language === language) return;
    if (dirty) setLeaving(next);
    else open(next);
  };

  const name = `${EMAIL_EVENT_LABELS[event]} (${languageLabel(language)})`;
  const explain = (p: Problem) => {
    const fields: TemplateErrors = {};
    for (const detail of p.details) {
      if (detail.field === 'subject' || detail.field === 'body') {
        fields[detail.field] = sentence(
          `${detail.field === 'subject' ? 'Subject' : 'Body'} ${detail.reason}`,
        );
      }
    }
    setErrors(fields);
    setProblem(Object.keys(fields).length > 0 ? 'Please correct the marked fields.' : sentence(p.message));
  };

  async function onSave() {
    const found = templateTextProblems(text);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ params: { path: { orgId: oid, event, language } }, body: text });
      setEdits(null);
      toasts.notify(`${name} saved.`);
    } catch (error) {
      explain(problemOf(error));
    }
  }

  async function onReset() {
    setResetting(false);
    setProblem(null);
    try {
      await reset.mutateAsync({ params: { path: { orgId: oid, event, language } } });
      setEdits(null);
      setErrors({});
      toasts.notify(`${name} is back to the default text.`);
    } catch (error) {
      setProblem(sentence(problemOf(error).message));
    }
  }

  return (
    <div className={styles.workspace}>
      <aside className={styles.picker} aria-label="Which e-mail">
        <TemplatePicker
          templates={templates}
          language={language}
          event={event}
          onLanguageChange={(next) => choose({ event, language: next })}
          onEventChange={(next) => choose({ event: next, language })}
        />
      </aside>
      <div className={styles.main}>
        {problem ? (
          <Alert tone="error" title="The template was not saved" onDismiss={() => setProblem(null)}>
            {problem}
          </Alert>
        ) : null}
        <div className={styles.editorAndPreview}>
          <TemplateEditor
            event={event}
            language={language}
            value={text}
            onChange={(next) => {
              setEdits(next);
              if (Object.keys(errors).length > 0) setErrors({});
            }}
            errors={errors}
            custom={saved?.custom ?? false}
            dirty={dirty}
            onSave={() => void onSave()}
            onReset={() => setResetting(true)}
            saving={save.isPending}
            resetting={reset.isPending}
            isDisabled={!canWrite}
          />
          <TemplatePreview
            language={language}
            preview={previewable ? (preview.data ?? null) : null}
            loading={preview.isFetching}
            problem={previewProblem}
          />
        </div>
      </div>
      <ConfirmDialog
        isOpen={leaving !== null}
        title="Leave without saving?"
        message={<p>Your changes to {name} are lost unless you save them first.</p>}
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => {
          if (leaving) open(leaving);
          setLeaving(null);
        }}
        onCancel={() => setLeaving(null)}
      />
      <ConfirmDialog
        isOpen={resetting}
        title="Go back to the default text?"
        message={<p>Your own text of {name} is deleted, and requesters get the product's default again.</p>}
        confirmLabel="Reset to default"
        destructive
        onConfirm={() => void onReset()}
        onCancel={() => setResetting(false)}
      />
    </div>
  );
}
