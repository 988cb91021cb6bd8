import { creationLimitProblem, roleCapabilities, withOidPid } from '@privacy-portal/sdk';
import { FORM_IDENTIFIER_PATTERN } from '@privacy-portal/sdk/dsar';
import { FormInput } from '@privacy-portal/sdk/form-rules';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { FormBuilderTabs } from '@privacy-portal/ui/dsar/FormBuilderTabs';
import { FormFieldList } from '@privacy-portal/ui/dsar/FormFieldList';
import { FormIdentifierStatus, type IdentifierState } from '@privacy-portal/ui/dsar/FormIdentifierStatus';
import { FormLanguagePicker } from '@privacy-portal/ui/dsar/FormLanguagePicker';
import type { FormDefaults, FormErrors, FormLocale } from '@privacy-portal/ui/dsar/formDefinition';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { Loader } from '@privacy-portal/ui/Loader';
import { TextField } from '@privacy-portal/ui/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useDebounce } from 'use-debounce';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemSummary, sentence } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import toolbar from '../../shared/ConfigurationToolbar.module.css';
import { ProblemLinks } from '../../shared/ProblemLinks.tsx';
import styles from './FormBuilder.module.css';
import { BUILDER_PATH, FormLimitAlert } from './FormLimitAlert.tsx';
import {
  BUILDER_TABS,
  type BuilderTab,
  describeProblem,
  identifierFrom,
  type ProblemPlace,
  splitDetails,
  TAB_LABEL,
} from './formProblems.ts';
import {
  type Form,
  type FormDefinition,
  type Pair,
  useAvailableForms,
  useCreateForm,
  useForm,
  useFormsChanged,
  useFormTemplate,
  useIdentifierCheck,
  usePublishForm,
  useSaveForm,
} from './forms.queries.ts';
import { DETAIL_LABELS, type Details, useFormDetails } from './useFormDetails.ts';

// Fetched on first open.
const PublishDialog = lazyDialog(() => import('./PublishDialog.tsx').then((m) => m.PublishDialog));
const HistoryDialog = lazyDialog(() => import('./HistoryDialog.tsx').then((m) => m.HistoryDialog));
const EmbedDialog = lazyDialog(() => import('./EmbedDialog.tsx').then((m) => m.EmbedDialog));

const onFirstUse = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));
// What the first view can do without, so that the route stays within its weight: the field editor
// arrives when a field is first chosen (fetched ahead once the page has settled), the preview (with
// the visitors' messages in ten languages) beside the editor, the tabs other than Fields when opened.
const loadFieldEditor = () =>
  import('@privacy-portal/ui/dsar/FormFieldEditor').then((m) => m.FormFieldEditor);
const FormFieldEditor = onFirstUse(loadFieldEditor);
const FormPreview = onFirstUse(() =>
  import('@privacy-portal/ui/dsar/FormPreview').then((m) => m.FormPreview),
);
const FormTextsPanel = onFirstUse(() =>
  import('@privacy-portal/ui/dsar/FormTextsPanel').then((m) => m.FormTextsPanel),
);
const FormLanguages = onFirstUse(() =>
  import('@privacy-portal/ui/dsar/FormLanguages').then((m) => m.FormLanguages),
);
const FormDesignPanel = onFirstUse(() =>
  import('@privacy-portal/ui/dsar/FormDesignPanel').then((m) => m.FormDesignPanel),
);

const EDIT_PATH = `${BUILDER_PATH}/:id`;
const WEBFORMS_PATH = '/privacy/dsar/webforms';
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** How long the identifier rests before the server is asked whether it is free. */
export const IDENTIFIER_CHECK_DELAY_MS = 400;

/**
 * /privacy/dsar/dsarform (create) and /privacy/dsar/dsarform/:id (edit) — the web form builder. A new
 * form starts from the spec's default form (GET getDsarFormTemplate). Fields are added, removed,
 * reordered and set up on the left, the page's texts per language, the languages and the look in
 * their tabs; the preview on the right shows the form as a visitor sees it in the language being
 * edited. Save keeps a draft; Publish makes it live (PATCH) as a new version of its publish history.
 */
export function FormBuilderPage() {
  const { pathname } = useLocation();
  const { selection } = useSession();
  const match = matchPath(EDIT_PATH, pathname.replace(/\/$/, ''));
  const id = match ? Number(match.params.id) : null;
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const known = id === null || (Number.isInteger(id) && id > 0);
  const form = useForm(pair, known ? id : null);
  const template = useFormTemplate(pair);
  const key = pair ? `${pair.oid}-${pair.pid}` : 'none';
  return (
    <div className={styles.page}>
      <PageIntro
        title={id === null ? 'New web form' : 'Web form'}
        description="Build the form people use to send you a data subject request: its fields, its texts in each language and its look. Save keeps a draft; visitors see the form once it is published."
      />
      {!known ? (
        <EmptyState
          title="There is no such form"
          message="The address names no web form. Open one from the list."
          action={
            <LinkButton href={withOidPid(WEBFORMS_PATH, pair?.oid, pair?.pid)}>Go to Webforms</LinkButton>
          }
        />
      ) : pair === null ? null : id === null ? (
        <QueryState queries={[template]} loadingLabel="Loading the default form" what="the default form">
          {(defaults) => (
            <Builder
              key={key}
              pair={pair}
              form={null}
              initial={startingForm(defaults)}
              defaults={defaults.texts}
            />
          )}
        </QueryState>
      ) : (
        <QueryState queries={[form, template]} loadingLabel="Loading the form" what="the form">
          {(loaded, defaults) => (
            <Builder
              key={key}
              pair={pair}
              form={loaded}
              initial={loaded.definition}
              defaults={defaults.texts}
            />
          )}
        </QueryState>
      )}
    </div>
  );
}

/** A new form: the template's fields and look, in English (other languages are added in the builder). */
function startingForm(template: FormDefinition): FormDefinition {
  const first = template.languages.includes('en') ? 'en' : (template.languages[0] ?? 'en');
  const texts = template.texts[first];
  return { ...template, languages: [first], texts: texts ? { [first]: texts } : {} };
}

/** What the last save or publish was refused for, shown above the builder. */
interface Refusal {
  title: string;
  /** The definition's problems it names, by the builder's paths. */
  errors: FormErrors;
}

interface BuilderProps {
  pair: Pair;
  /** The form being edited; null for a new one. */
  form: Form | null;
  initial: FormDefinition;
  /** The template's texts in the ten languages. */
  defaults: FormDefaults;
}

function Builder({ pair, form, initial, defaults }: BuilderProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canWrite = roleCapabilities(user?.role)?.canWrite !== false;
  const toasts = useToasts();
  const changed = useFormsChanged();
  const createForm = useCreateForm();
  const saveForm = useSaveForm();
  const publishForm = usePublishForm();
  const available = useAvailableForms(form === null && canWrite ? pair.oid : null);

  const details = useFormDetails({ name: form?.name ?? '', identifier: form?.identifier ?? '' });

  const [definition, setDefinition] = useState<FormDefinition>(initial);
  // The definition as last saved (or loaded): what counts as unsaved is measured against it.
  const [saved, setSaved] = useState<FormDefinition>(initial);
  const [language, setLanguage] = useState<FormLocale>(initial.languages[0] ?? 'en');
  // No field is open at first: the list says to choose one.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<BuilderTab>('fields');
  const [checked, setChecked] = useState<FormErrors | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<{ busy: boolean; problem: string | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<'history' | 'embed' | null>(null);
  /** The identifier follows the name until it is typed into. */
  const identifierTyped = useRef(form !== null);

  const { name, identifier } = details.values;
  const detailsDirty = name !== (form?.name ?? '') || identifier !== (form?.identifier ?? '');
  const definitionDirty = JSON.stringify(definition) !== JSON.stringify(saved);
  const dirty = form === null || detailsDirty || definitionDirty;
  const errors: FormErrors = { ...(checked ?? {}), ...(refusal?.errors ?? {}) };
  const planLimit =
    limitMessage ??
    (form === null && available.data ? creationLimitProblem('form', available.data.available) : null);

  // Leaving the page with unsaved changes asks first (reload, another site).
  useEffect(() => {
    if (form === null ? !detailsDirty && !definitionDirty : !dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [form, dirty, detailsDirty, definitionDirty]);

  // The checks run at the first save: fetched with the page, so that saving never waits for them.
  useEffect(() => {
    void import('./formChecks.ts');
  }, []);

  // The field editor is fetched once the page has settled, before a field is chosen.
  useEffect(() => {
    const timer = setTimeout(() => void loadFieldEditor(), 1000);
    return () => clearTimeout(timer);
  }, []);

  // A language no longer offered cannot be the one edited.
  useEffect(() => {
    if (!definition.languages.includes(language)) setLanguage(definition.languages[0] ?? 'en');
  }, [definition.languages, language]);

  // ---- the identifier, checked by the server as it is typed --------------------------------------
  const [settled] = useDebounce(identifier, IDENTIFIER_CHECK_DELAY_MS);
  const wellFormed = (value: string) => FORM_IDENTIFIER_PATTERN.test(value);
  const ownIdentifier = form !== null && settled === form.identifier;
  const check = useIdentifierCheck(wellFormed(settled) && !ownIdentifier ? settled : null, form?.id ?? null);
  let identifierState: IdentifierState = 'idle';
  if (!wellFormed(identifier) || (form !== null && identifier === form.identifier)) identifierState = 'idle';
  else if (identifier !== settled || check.isFetching) identifierState = 'checking';
  else if (check.data) identifierState = check.data.available ? 'available' : 'taken';
  else if (check.isError) identifierState = 'error';
  const address = `${window.location.origin}/privacy-request/${identifier}`;

  function edit(next: FormDefinition) {
    setDefinition(next);
    // The page's own findings are made again on the next save; the server's stay until then.
    if (checked) setChecked(null);
  }

  function goTo(place: ProblemPlace) {
    setTab(place.tab);
    if (place.fieldId) setSelectedId(place.fieldId);
    if (place.language) setLanguage(place.language);
  }

  function showDefinitionErrors(found: FormErrors) {
    const [path, reason] = Object.entries(found)[0] ?? [];
    if (path && reason) goTo(describeProblem(path, reason, definition).place);
  }

  /** A refusal spread over the page: the details form's fields, the builder's, or the plan's limit. */
  function refuse(title: string, error: unknown) {
    const problem = problemOf(error);
    // The licence-status modal has already said it (the sdk's error middleware).
    if (problem.code === 'subscription_inactive') return null;
    if (problem.code === 'limit_reached') {
      setLimitMessage(problem.message);
      setRefusal(null);
      return problem;
    }
    const split = splitDetails(problem.details);
    const definitionFound = Object.keys(split.definition).length > 0;
    if (!definitionFound || split.rest.length > 0 || problem.code === 'name_taken') {
      details.showProblem({ ...problem, details: split.rest });
    }
    setRefusal(definitionFound ? { title, errors: split.definition } : null);
    if (definitionFound) showDefinitionErrors(split.definition);
    return problem;
  }

  /**
   * The page's own checks (the contract's rules, the sdk's formDefinitionProblems), then POST (a new
   * form) or PUT. Answers the saved form, or null when something was refused (and is shown).
   */
  async function persist(): Promise<Form | null> {
    const { definitionErrors } = await import('./formChecks.ts');
    const own = definitionErrors(definition);
    const ownFound = Object.keys(own).length > 0;
    setChecked(ownFound ? own : null);
    if (ownFound) {
      setRefusal(null);
      showDefinitionErrors(own);
    }
    // The details' checks (the contract's rules; a failure moves the focus to the field).
    const detailsPass = details.check();
    if (!detailsPass || ownFound || saving) return null;
    return send(details.values);
  }

  /** POST (a new form) or PUT; the answer becomes what is saved. Null when refused (and shown). */
  async function send(values: Details): Promise<Form | null> {
    const body = { ...values, definition };
    setSaving(true);
    try {
      const answer = form
        ? await saveForm.mutateAsync({
            params: { path: { orgId: pair.oid, propId: pair.pid, id: form.id } },
            body,
          })
        : await createForm.mutateAsync({ params: { path: { orgId: pair.oid, propId: pair.pid } }, body });
      const savedForm = answer.response;
      setSaved(savedForm.definition);
      setDefinition(savedForm.definition);
      setRefusal(null);
      setLimitMessage(null);
      details.reset({ name: savedForm.name, identifier: savedForm.identifier });
      if (!form) {
        identifierTyped.current = true;
        // The new form's address, with the form already in the cache: the builder stays as it is
        // (same key), now editing the saved form.
        const path = { orgId: pair.oid, propId: pair.pid, id: savedForm.id };
        client.setQueryData(['get', '/ccpa/form/{orgId}/{propId}/{id}', { params: { path } }], answer);
        navigate(withOidPid(`${BUILDER_PATH}/${savedForm.id}`, pair.oid, pair.pid), { replace: true });
      }
      await changed();
      return savedForm;
    } catch (error) {
      refuse('The form was not saved', error);
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function saveAndSay() {
    const result = await persist();
    if (result) {
      toasts.notify(
        result.version === null
          ? `${result.name} is saved as a draft. Publish it to put it online.`
          : `${result.name} is saved. Visitors still see version ${result.version} until you publish.`,
      );
    }
  }

  async function publish(note: string) {
    setPublishing({ busy: true, problem: null });
    const target = dirty ? await persist() : form;
    if (!target) {
      setPublishing(null);
      return;
    }
    try {
      const answer = await publishForm.mutateAsync({
        params: { path: { orgId: pair.oid, propId: pair.pid, id: target.id } },
        body: note ? { note } : {},
      });
      setPublishing(null);
      await changed();
      toasts.notify(
        answer.message
          ? `${sentence(answer.message)} Version ${answer.response.version} is live.`
          : `Version ${answer.response.version} is live: visitors see it now.`,
      );
    } catch (error) {
      const problem = refuse('The form was not published', error);
      if (!problem || problem.details.length > 0) setPublishing(null);
      else setPublishing({ busy: false, problem: problemSummary(problem, { verbatim: true }) });
    }
  }

  function discard() {
    setDefinition(saved);
    details.reset({ name: form?.name ?? '', identifier: form?.identifier ?? '' });
    setChecked(null);
    setRefusal(null);
  }

  const problems = Object.entries(errors).map(([path, reason]) => ({
    path,
    ...describeProblem(path, reason, definition),
  }));
  const countIn = (id: BuilderTab) => problems.filter((p) => p.place.tab === id).length;
  const selected = selectedId && definition.fields.some((f) => f.id === selectedId) ? selectedId : null;
  const panelProps = { definition, onChange: edit, errors, isDisabled: !canWrite };
  const panels: Record<BuilderTab, ReactNode> = {
    fields: (
      <div className={styles.fieldsTab}>
        <FormFieldList
          {...panelProps}
          defaults={defaults}
          language={language}
          selectedId={selected}
          onSelect={setSelectedId}
        />
        <div className={styles.editorBox}>
          {selected ? (
            <Suspense fallback={<Loader block label="Loading the field’s settings" />}>
              <FormFieldEditor
                {...panelProps}
                defaults={defaults}
                fieldId={selected}
                language={language}
                onSelect={setSelectedId}
              />
            </Suspense>
          ) : (
            <p className={styles.muted}>
              Choose a field in the list to set up its label, whether it is required and its options.
            </p>
          )}
        </div>
      </div>
    ),
    texts: <FormTextsPanel {...panelProps} language={language} />,
    languages: <FormLanguages {...panelProps} defaults={defaults} />,
    design: <FormDesignPanel {...panelProps} />,
  };

  return (
    <>
      {toasts.region}
      <div className={toolbar.toolbar}>
        <div className={toolbar.status}>
          {form === null ? (
            <Badge tone="neutral">New form</Badge>
          ) : form.version === null ? (
            <Badge tone="warning">Not published yet</Badge>
          ) : (
            <Badge tone="success">Visitors see version {form.version}</Badge>
          )}
          {form !== null && dirty ? (
            <Badge tone="info" icon="edit">
              Unsaved changes
            </Badge>
          ) : form ? (
            <span className={styles.muted}>Saved {DATE.format(new Date(form.updated_at))}</span>
          ) : null}
          {form ? (
            <>
              <Button size="sm" variant="ghost" onPress={() => setDialog('embed')}>
                Link &amp; embed
              </Button>
              <Button size="sm" variant="ghost" onPress={() => setDialog('history')}>
                Publish history
              </Button>
            </>
          ) : null}
        </div>
        {canWrite ? (
          <div className={toolbar.actions}>
            {form !== null && dirty ? (
              <Button variant="ghost" isDisabled={saving} onPress={discard}>
                Discard changes
              </Button>
            ) : null}
            <Button
              variant="secondary"
              loading={saving && publishing === null}
              onPress={() => void saveAndSay()}
            >
              {form === null ? 'Save draft' : 'Save'}
            </Button>
            <Button
              isDisabled={planLimit !== null && form === null}
              onPress={() => setPublishing({ busy: false, problem: null })}
            >
              Publish…
            </Button>
          </div>
        ) : (
          <span className={styles.muted}>You can view the form; your role cannot change it.</span>
        )}
      </div>

      {planLimit && form === null ? <FormLimitAlert message={planLimit} pair={pair} /> : null}

      {problems.length > 0 ? (
        <Alert
          tone="error"
          title={refusal?.title ?? 'Some things need correcting before the form can be saved'}
          onDismiss={() => {
            setRefusal(null);
            setChecked(null);
          }}
        >
          <ProblemLinks
            problems={problems.map(({ path, place, text }) => ({
              key: path,
              place: TAB_LABEL[place.tab],
              text,
              onGo: () => goTo(place),
            }))}
          />
        </Alert>
      ) : null}

      <section className={styles.details} aria-labelledby="form-details-heading">
        <h2 id="form-details-heading" className={styles.sectionTitle}>
          Name and address
        </h2>
        <form
          ref={details.formRef}
          className={styles.detailsForm}
          aria-label="Name and address"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canWrite) void saveAndSay();
          }}
        >
          {details.summary ? (
            <Alert tone="error" title="The form was not saved">
              {details.summary}
            </Alert>
          ) : null}
          <TextField
            label={DETAIL_LABELS.name}
            value={name}
            maxLength={FormInput.name.maxLength}
            description="Your name for it, shown in this portal and as the title of the embedded frame."
            errorMessage={details.errors.name}
            isDisabled={!canWrite}
            onChange={(value) => {
              details.set('name', value);
              if (!identifierTyped.current) details.set('identifier', identifierFrom(value));
            }}
          />
          <div className={styles.identifier}>
            <TextField
              label={DETAIL_LABELS.identifier}
              value={identifier}
              maxLength={FormInput.identifier.maxLength}
              spellCheck="false"
              description="Part of the form’s address: 3 to 64 lower-case letters, digits and hyphens, unique across Privacy Portal."
              errorMessage={details.errors.identifier}
              isDisabled={!canWrite}
              onChange={(value) => {
                identifierTyped.current = true;
                details.set('identifier', value);
              }}
            />
            <FormIdentifierStatus
              state={identifierState}
              reason={check.data?.reason}
              address={identifierState === 'available' ? address : undefined}
            />
            {form?.public_url && identifier !== form.identifier ? (
              <p className={styles.warning}>
                The form is online at {form.public_url}: a new identifier gives it a new address once saved,
                and links to the old one and copies embedded with it stop working.
              </p>
            ) : null}
          </div>
        </form>
      </section>

      <div className={styles.builder}>
        <section className={styles.editor} aria-labelledby="form-builder-heading">
          <div className={styles.editorHead}>
            <h2 id="form-builder-heading" className={styles.sectionTitle}>
              Form
            </h2>
            <FormLanguagePicker
              languages={definition.languages}
              value={language}
              onChange={setLanguage}
              errors={errors}
            />
          </div>
          <FormBuilderTabs
            label="Form settings"
            selectedId={tab}
            onSelect={(next) => setTab(next as BuilderTab)}
            tabs={BUILDER_TABS.map((id) => {
              const count = countIn(id);
              return {
                id,
                label:
                  count > 0 ? (
                    <span className={styles.tabLabel}>
                      {TAB_LABEL[id]}
                      <Badge tone="error" count={count} />
                      <span className={styles.visuallyHidden}>{count === 1 ? ' problem' : ' problems'}</span>
                    </span>
                  ) : (
                    TAB_LABEL[id]
                  ),
                content: (
                  <Suspense fallback={<Loader block label={`Loading ${TAB_LABEL[id]}`} />}>
                    {panels[id]}
                  </Suspense>
                ),
              };
            })}
          />
        </section>
        <section className={styles.preview} aria-labelledby="form-preview-heading">
          <h2 id="form-preview-heading" className={styles.sectionTitle}>
            Preview
          </h2>
          <Suspense fallback={<Loader block label="Loading the preview" />}>
            <FormPreview
              definition={definition}
              language={language}
              onLanguageChange={setLanguage}
              tabTitle={name || 'New web form'}
            />
          </Suspense>
        </section>
      </div>

      {form ? (
        <>
          <EmbedDialog
            isOpen={dialog === 'embed'}
            form={{ name: form.name, public_url: form.public_url, languages: form.definition.languages }}
            onClose={() => setDialog(null)}
          />
          <HistoryDialog
            isOpen={dialog === 'history'}
            pair={pair}
            form={form}
            canWrite={canWrite}
            onClose={() => setDialog(null)}
            onDone={(message) => toasts.notify(message)}
          />
        </>
      ) : null}

      <PublishDialog
        isOpen={publishing !== null}
        saveFirst={dirty}
        busy={publishing?.busy ?? false}
        problem={publishing?.problem ?? null}
        onPublish={(note) => void publish(note)}
        onClose={() => setPublishing(null)}
      />
    </>
  );
}
