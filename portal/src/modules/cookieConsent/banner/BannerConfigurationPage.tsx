import { PLAN_TYPE, roleCapabilities } from '@privacy-portal/sdk';
import { Alert } from '@privacy-portal/ui/Alert';
import { Badge } from '@privacy-portal/ui/Badge';
import { Button } from '@privacy-portal/ui/Button';
import { BannerLayoutPanel } from '@privacy-portal/ui/cookieConsent/BannerLayoutPanel';
import { BannerPreview } from '@privacy-portal/ui/cookieConsent/BannerPreview';
import {
  type BannerFieldErrors,
  type CustomLanguageInput,
  fieldMessage,
} from '@privacy-portal/ui/cookieConsent/bannerConfig';
import { LinkButton } from '@privacy-portal/ui/LinkButton';
import { lazyPanel } from '@privacy-portal/ui/lazyPanel';
import { Tabs } from '@privacy-portal/ui/Tabs';
import { type ReactNode, useEffect, useState } from 'react';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { type Problem, problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import toolbar from '../../shared/ConfigurationToolbar.module.css';
import { ProblemLinks } from '../../shared/ProblemLinks.tsx';
import styles from './BannerConfiguration.module.css';
import {
  type Banner,
  type BannerConfig,
  type BannerVersion,
  useActivateVersion,
  useAddCustomLanguage,
  useBanner,
  useBannerCategories,
  useBannerChanged,
  useBannerVersions,
  useDeleteVersion,
  usePublishBanner,
  usePublishedCookies,
  useSaveDraft,
} from './banner.queries.ts';
import {
  BANNER_PANELS,
  type BannerPanel,
  errorsByPath,
  fieldName,
  PANEL_LABEL,
  panelOf,
} from './bannerProblems.ts';
import { sameConfig } from './sameConfig.ts';

// Fetched on first open: the page shows it closed.
const PublishDialog = lazyDialog(() => import('./PublishDialog.tsx').then((m) => m.PublishDialog));

// The layout tab shows first; the other tabs' panels are fetched when chosen (or pointed at), and the
// publish history (a sortable table) when it is scrolled near.
const BannerColoursPanel = lazyPanel(
  () => import('@privacy-portal/ui/cookieConsent/BannerColoursPanel').then((m) => m.BannerColoursPanel),
  { loadingLabel: 'Loading the colours' },
);
const BannerTextsPanel = lazyPanel(
  () => import('@privacy-portal/ui/cookieConsent/BannerTextsPanel').then((m) => m.BannerTextsPanel),
  { loadingLabel: 'Loading the texts' },
);
const BannerBehaviourPanel = lazyPanel(
  () => import('@privacy-portal/ui/cookieConsent/BannerBehaviourPanel').then((m) => m.BannerBehaviourPanel),
  { loadingLabel: 'Loading the behaviour settings' },
);
const ConsentModePanel = lazyPanel(
  () => import('@privacy-portal/ui/cookieConsent/ConsentModePanel').then((m) => m.ConsentModePanel),
  { loadingLabel: 'Loading Consent Mode' },
);
const BannerHistoryTable = lazyPanel(
  () => import('@privacy-portal/ui/cookieConsent/BannerHistoryTable').then((m) => m.BannerHistoryTable),
  { loadingLabel: 'Loading the publish history', whenNear: true },
);
const PRELOAD: Partial<Record<BannerPanel, () => void>> = {
  colours: BannerColoursPanel.preload,
  texts: BannerTextsPanel.preload,
  behaviour: BannerBehaviourPanel.preload,
  consentMode: ConsentModePanel.preload,
};

type Pair = { oid: number; pid: number };

/** What the last save, publish or rollback was refused for, shown above the editor. */
interface Refusal {
  title: string;
  problem: Problem;
  /** The fields it names, by the draft's paths. */
  errors: Record<string, string>;
}

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /cookie-consent/banner-configuration — the cookie banner editor: the panels on the left, the live
 * preview on the right (it follows every keystroke), Save draft and Publish (with a note), and the
 * publish history with rollback. The server checks every value; its reasons land on the fields.
 */
export function BannerConfigurationPage() {
  const { selection } = useSession();
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const banner = useBanner(pair);
  return (
    <div className={styles.page}>
      <PageIntro
        title="Cookie banner"
        description="Design the banner your visitors see, check it at desktop and mobile width in each language, and publish it. Every published version stays in the history, ready to roll back to."
      />
      <QueryState queries={[banner]} loadingLabel="Loading the banner" what="the banner">
        {(loaded) =>
          // Keyed by property: another property's banner starts without this one's unsaved edits.
          pair ? <BannerEditor key={`${pair.oid}-${pair.pid}`} pair={pair} banner={loaded} /> : null
        }
      </QueryState>
    </div>
  );
}

function BannerEditor({ pair, banner }: { pair: Pair; banner: Banner }) {
  const { selection, user } = useSession();
  const canWrite = roleCapabilities(user?.role)?.canWrite !== false;
  const upgradeHref = pricingTabHref(PLAN_TYPE.cookieConsent, 'monthly', selection);
  const categories = useBannerCategories(pair.pid);
  const cookies = usePublishedCookies(pair);
  const versions = useBannerVersions(pair);
  const saveDraft = useSaveDraft();
  const publishBanner = usePublishBanner();
  const activateVersion = useActivateVersion();
  const deleteVersion = useDeleteVersion();
  const addCustomLanguage = useAddCustomLanguage();
  const changed = useBannerChanged();
  const toasts = useToasts();

  // The edits not saved yet; null while the editor shows the saved draft.
  const [edits, setEdits] = useState<BannerConfig | null>(null);
  const [language, setLanguage] = useState(banner.draft.default_language);
  const [tab, setTab] = useState<BannerPanel>('layout');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState<{ busy: boolean; problem: string | null } | null>(null);

  const draft = edits ?? banner.draft;
  const dirty = edits !== null && !sameConfig(edits, banner.draft);
  const features = banner.features;
  const path = { orgId: pair.oid, propId: pair.pid };
  const historyPath = { oid: pair.oid, pid: pair.pid };

  // Leaving the page (reload, another site) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const errors: BannerFieldErrors = { ...(checked ?? {}), ...(refusal?.errors ?? {}) };
  const countIn = (panel: BannerPanel) => Object.keys(errors).filter((p) => panelOf(p) === panel).length;

  function edit(patch: Partial<BannerConfig>) {
    setEdits({ ...draft, ...patch });
    // An edit answers the page's own checks again on the next save; the server's stay until then.
    if (checked) setChecked(null);
  }

  function refuse(title: string, error: unknown) {
    const problem = problemOf(error);
    // The licence-status modal has already said it (the sdk's error middleware).
    if (problem.code === 'subscription_inactive') return null;
    const found = errorsByPath(problem.details, problem.code === 'upgrade_required');
    setRefusal({ title, problem, errors: found });
    const first = Object.keys(found)[0];
    if (first) setTab(panelOf(first));
    return problem;
  }

  /** The page's own checks (the sdk's banner rules, as the server applies them), then PUT. */
  async function save(): Promise<boolean> {
    // Not fetched (offline for a moment): the server applies the same rules and names the fields.
    const rules = await import('./bannerCheck.ts').catch(() => null);
    const own = (rules?.bannerProblems(draft, banner.tier) ?? []).filter((p) => !p.feature);
    if (own.length > 0) {
      const found = errorsByPath(own);
      setChecked(found);
      setRefusal(null);
      setTab(panelOf(Object.keys(found)[0] ?? 'layout'));
      return false;
    }
    setChecked(null);
    setSaving(true);
    try {
      await saveDraft.mutateAsync({ params: { path }, body: draft });
      setEdits(null);
      setRefusal(null);
      return true;
    } catch (error) {
      refuse('The draft was not saved', error);
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function saveAndSay() {
    if (await save())
      toasts.notify('The draft is saved. Visitors still see the published version until you publish.');
  }

  async function publish(note: string) {
    setPublishing({ busy: true, problem: null });
    if (dirty && !(await save())) {
      setPublishing(null);
      return;
    }
    try {
      const answer = await publishBanner.mutateAsync({
        params: { path: historyPath },
        body: note ? { note } : {},
      });
      setPublishing(null);
      setRefusal(null);
      await changed();
      toasts.notify(`Version ${answer.response.version} is published: visitors see it now.`);
    } catch (error) {
      const problem = refuse('The banner was not published', error);
      // Field problems are shown on the fields; the dialog closes so they can be fixed.
      if (!problem || problem.details.length > 0) setPublishing(null);
      else setPublishing({ busy: false, problem: problemSummary(problem, { verbatim: true }) });
    }
  }

  async function activate(version: BannerVersion) {
    try {
      await activateVersion.mutateAsync({ params: { path: { ...historyPath, id: version.id } } });
    } catch (error) {
      refuse(`Version ${version.version} was not activated`, error);
      return;
    }
    setEdits(null);
    setRefusal(null);
    setChecked(null);
    await changed();
    toasts.notify(`Version ${version.version} is active again, and the draft is now that version.`);
  }

  async function remove(version: BannerVersion) {
    try {
      await deleteVersion.mutateAsync({ params: { path: { ...historyPath, id: version.id } } });
    } catch (error) {
      refuse(`Version ${version.version} was not deleted`, error);
      return;
    }
    await changed();
    toasts.notify(`Version ${version.version} is deleted from the history.`);
  }

  async function addLanguage(input: CustomLanguageInput): Promise<BannerFieldErrors | null> {
    try {
      await addCustomLanguage.mutateAsync({ params: { path }, body: input });
      toasts.notify(`${input.language.name} is added. Translate its texts, then save the draft.`);
      // The server's draft has it now: what counts as unsaved is measured against that.
      void changed();
      return null;
    } catch (error) {
      const problem = problemOf(error);
      const found = errorsByPath(problem.details);
      return Object.keys(found).length > 0 ? found : { '': problemSummary(problem, { verbatim: true }) };
    }
  }

  const panelProps = {
    config: draft,
    onChange: edit,
    errors,
    features,
    upgradeHref,
    isDisabled: !canWrite,
  };
  const panels: Record<BannerPanel, ReactNode> = {
    layout: <BannerLayoutPanel {...panelProps} />,
    colours: <BannerColoursPanel config={draft} onChange={edit} errors={errors} isDisabled={!canWrite} />,
    texts: (
      <BannerTextsPanel
        {...panelProps}
        language={language}
        onLanguageChange={setLanguage}
        {...(canWrite ? { onAddLanguage: addLanguage } : {})}
      />
    ),
    behaviour: <BannerBehaviourPanel {...panelProps} />,
    consentMode: <ConsentModePanel {...panelProps} categories={categories.data ?? []} />,
  };

  const problems = Object.entries(errors);
  const upgrade = refusal?.problem.code === 'upgrade_required';
  const nextVersion = Math.max(0, ...(versions.data ?? []).map((v) => v.version)) + 1;

  return (
    <>
      {toasts.region}
      <div className={toolbar.toolbar}>
        <div className={toolbar.status}>
          {banner.published_version === null ? (
            <Badge tone="warning">Not published yet</Badge>
          ) : (
            <Badge tone="success">Visitors see version {banner.published_version}</Badge>
          )}
          {dirty ? (
            <Badge tone="info" icon="edit">
              Unsaved changes
            </Badge>
          ) : banner.draft_updated_at ? (
            <span className={styles.muted}>Draft saved {DATE.format(new Date(banner.draft_updated_at))}</span>
          ) : null}
        </div>
        {canWrite ? (
          <div className={toolbar.actions}>
            {dirty ? (
              <Button
                variant="ghost"
                isDisabled={saving}
                onPress={() => {
                  setEdits(null);
                  setChecked(null);
                  setRefusal(null);
                }}
              >
                Discard changes
              </Button>
            ) : null}
            <Button
              variant="secondary"
              loading={saving && publishing === null}
              onPress={() => void saveAndSay()}
            >
              Save draft
            </Button>
            <Button onPress={() => setPublishing({ busy: false, problem: null })}>Publish…</Button>
          </div>
        ) : (
          <span className={styles.muted}>You can view the banner; your role cannot change it.</span>
        )}
      </div>

      {refusal || problems.length > 0 ? (
        <Alert
          tone={upgrade ? 'warning' : 'error'}
          title={refusal?.title ?? 'Some values need correcting before the draft can be saved'}
          onDismiss={() => {
            setRefusal(null);
            setChecked(null);
          }}
        >
          {upgrade || (refusal && problems.length === 0) ? (
            <p className={styles.alertText}>
              {/* The plan's message names the feature; its details are listed below. */}
              {upgrade ? refusal!.problem.message : problemSummary(refusal!.problem, { verbatim: true })}
            </p>
          ) : null}
          {problems.length > 0 ? (
            <ProblemLinks
              problems={problems.map(([field, reason]) => ({
                key: field,
                place: PANEL_LABEL[panelOf(field)],
                text: fieldMessage(fieldName(field, draft), reason),
                onGo: () => setTab(panelOf(field)),
              }))}
            />
          ) : null}
          {upgrade ? (
            <div className={styles.alertAction}>
              <LinkButton href={upgradeHref} size="sm" variant="secondary">
                See plans
              </LinkButton>
            </div>
          ) : null}
        </Alert>
      ) : null}

      <div className={styles.editor}>
        <section className={styles.panels} aria-labelledby="banner-settings-heading">
          <h2 id="banner-settings-heading" className={styles.sectionTitle}>
            Settings
          </h2>
          <Tabs
            label="Banner settings"
            selectedKey={tab}
            onSelectionChange={(id) => setTab(id as BannerPanel)}
            items={BANNER_PANELS.map((id) => {
              const count = countIn(id);
              return {
                id,
                label: count > 0 ? <TabLabel text={PANEL_LABEL[id]} count={count} /> : PANEL_LABEL[id],
                content: <div className={styles.panel}>{panels[id]}</div>,
                onPointerIntent: PRELOAD[id],
              };
            })}
          />
        </section>
        <section className={styles.preview} aria-labelledby="banner-preview-heading">
          <h2 id="banner-preview-heading" className={styles.sectionTitle}>
            Preview
          </h2>
          <BannerPreview
            config={draft}
            categories={categories.data ?? []}
            cookies={cookies.data ?? []}
            language={language}
            onLanguageChange={setLanguage}
          />
        </section>
      </div>

      <section className={styles.history} aria-labelledby="banner-history-heading">
        <h2 id="banner-history-heading" className={styles.sectionTitle}>
          Publish history
        </h2>
        <QueryState
          queries={[versions]}
          loadingLabel="Loading the publish history"
          what="the publish history"
        >
          {(list) => (
            <BannerHistoryTable
              versions={list}
              features={features}
              upgradeHref={upgradeHref}
              onActivate={activate}
              onDelete={remove}
              hasUnsavedChanges={dirty}
              isDisabled={!canWrite}
              formatDate={(iso) => DATE.format(new Date(iso))}
            />
          )}
        </QueryState>
      </section>

      <PublishDialog
        isOpen={publishing !== null}
        nextVersion={nextVersion}
        saveFirst={dirty}
        busy={publishing?.busy ?? false}
        problem={publishing?.problem ?? null}
        onPublish={(note) => void publish(note)}
        onClose={() => setPublishing(null)}
      />
    </>
  );
}

/** A tab's name with the number of problems in it. */
function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <span className={styles.tabLabel}>
      {text}
      <Badge tone="error" count={count} />
      <span className={styles.visuallyHidden}>{count === 1 ? ' problem' : ' problems'}</span>
    </span>
  );
}
