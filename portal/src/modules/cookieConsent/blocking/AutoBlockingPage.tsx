import { PLAN_TYPE, roleCapabilities, withOidPid } from '@privacy-portal/sdk';
import { Button } from '@privacy-portal/ui/Button';
import type { BlockingRuleValues } from '@privacy-portal/ui/cookieConsent/BlockingRuleDialog';
import { BlockingRulesTable } from '@privacy-portal/ui/cookieConsent/BlockingRulesTable';
import { BlockingSwitch } from '@privacy-portal/ui/cookieConsent/BlockingSwitch';
import {
  type ProposedScript,
  ProposedScripts,
  proposalCategoryKey,
} from '@privacy-portal/ui/cookieConsent/ProposedScripts';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { ProblemAlert } from '../ProblemAlert.tsx';
import styles from './AutoBlocking.module.css';
import {
  type BlockingRule,
  useBlockingChanged,
  useBlockingRules,
  useBlockingSettings,
  useCookieCategories,
  useCreateRule,
  useDeleteRule,
  useLicenceFeatures,
  useSetBlocking,
  useUpdateRule,
} from './blocking.queries.ts';
import { refusal, ruleProblem } from './ruleProblem.ts';

const BlockingRuleDialog = lazyDialog(() =>
  import('@privacy-portal/ui/cookieConsent/BlockingRuleDialog').then((m) => m.BlockingRuleDialog),
);

type Editing = { rule: BlockingRule } | { initial: Partial<BlockingRuleValues> } | null;

/** A rule the scan proposed says where it came from, for the table's description. */
function proposalNote(script: ProposedScript): string {
  return script.platform ? `${script.platform}, proposed by the last scan` : 'Proposed by the last scan';
}

/**
 * /cookie-consent/auto-cookie-blocking/enables — Auto Cookie Blocking: the switch, the scripts held
 * back until their category is accepted, and the third-party hosts the last scan proposes to block.
 */
export function AutoBlockingPage() {
  const { selection, user } = useSession();
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const pid = selection?.pid ?? null;
  const canWrite = roleCapabilities(user?.role)?.canWrite !== false;
  const toasts = useToasts();

  const settings = useBlockingSettings(pair);
  const categories = useCookieCategories(pid);
  const features = useLicenceFeatures(pair);
  const rules = useBlockingRules(pid);
  const changed = useBlockingChanged();
  const setBlocking = useSetBlocking();
  const createRule = useCreateRule();
  const updateRule = useUpdateRule();
  const deleteRule = useDeleteRule();

  const [switchError, setSwitchError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [dialogProblem, setDialogProblem] = useState<ReturnType<typeof ruleProblem> | null>(null);
  const [deleting, setDeleting] = useState<BlockingRule | null>(null);
  const [pendingHosts, setPendingHosts] = useState<ReadonlySet<string>>(new Set());
  const [blockingAll, setBlockingAll] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upgradeHref = pricingTabHref(PLAN_TYPE.cookieConsent, 'monthly', selection);
  const scannerHref = withOidPid(
    '/cookie-consent/cookie-category/scan-details',
    selection?.oid,
    selection?.pid,
  );

  async function toggle(enabled: boolean) {
    if (!pair) return;
    setSwitchError(null);
    try {
      await setBlocking.mutateAsync({ params: { path: pair }, body: { enabled } });
      toasts.notify(enabled ? 'Auto Cookie Blocking is on.' : 'Auto Cookie Blocking is off.');
    } catch (error) {
      setSwitchError(refusal(error));
    }
  }

  async function saveRule(values: BlockingRuleValues) {
    if (pid === null || editing === null) return;
    setDialogProblem(null);
    try {
      if ('rule' in editing) {
        await updateRule.mutateAsync({
          params: { path: { pid } },
          body: { id: editing.rule.id, ...values, source: editing.rule.source },
        });
      } else {
        await createRule.mutateAsync({
          params: { path: { pid } },
          body: { ...values, source: 'manual' },
        });
      }
    } catch (error) {
      setDialogProblem(ruleProblem(error));
      return;
    }
    setEditing(null);
    await changed();
    toasts.notify(`The rule for ${values.pattern} is saved.`);
  }

  /** A rule for the host under its scanned category (Unclassified when the scan could not tell). */
  function proposalBody(script: ProposedScript) {
    const list = categories.data ?? [];
    const key = proposalCategoryKey(script);
    const category = list.find((c) => c.key === key) ?? list.find((c) => c.key === 'unclassified');
    return category
      ? {
          pattern: script.host,
          category_id: category.id,
          source: 'scan' as const,
          description: proposalNote(script),
        }
      : null;
  }

  async function block(script: ProposedScript) {
    const body = proposalBody(script);
    if (pid === null || !body) return;
    setProblem(null);
    setPendingHosts((hosts) => new Set(hosts).add(script.host));
    try {
      await createRule.mutateAsync({ params: { path: { pid } }, body });
      await changed();
      toasts.notify(`Scripts from ${script.host} now wait for consent.`);
    } catch (error) {
      setProblem(`${script.host} was not blocked: ${refusal(error)}`);
    } finally {
      setPendingHosts((hosts) => {
        const next = new Set(hosts);
        next.delete(script.host);
        return next;
      });
    }
  }

  async function blockAll(proposed: readonly ProposedScript[]) {
    if (pid === null) return;
    setProblem(null);
    setBlockingAll(true);
    const failed: string[] = [];
    let blocked = 0;
    // One at a time: the server checks each pattern against the rules already there.
    for (const script of proposed) {
      const body = proposalBody(script);
      if (!body) continue;
      try {
        await createRule.mutateAsync({ params: { path: { pid } }, body });
        blocked += 1;
      } catch (error) {
        failed.push(`${script.host}: ${refusal(error)}`);
      }
    }
    await changed();
    setBlockingAll(false);
    if (blocked > 0) {
      toasts.notify(
        `${blocked} ${blocked === 1 ? 'script host is' : 'script hosts are'} blocked until consent.`,
      );
    }
    if (failed.length > 0) setProblem(`Not blocked: ${failed.join(' ')}`);
  }

  async function remove(rule: BlockingRule) {
    if (pid === null) return;
    setProblem(null);
    try {
      await deleteRule.mutateAsync({ params: { path: { pid, id: rule.id } } });
    } catch (error) {
      setProblem(refusal(error));
      setDeleting(null);
      return;
    }
    setDeleting(null);
    await changed();
    toasts.notify(`The rule for ${rule.pattern} is deleted.`);
  }

  return (
    <div className={page.page}>
      <PageIntro
        title="Auto Cookie Blocking"
        description="Hold back scripts that set non-essential cookies until the visitor accepts their category, without tagging each script by hand."
      />
      {toasts.region}
      <QueryState
        queries={[settings, categories, features]}
        loadingLabel="Loading Auto Cookie Blocking"
        what="Auto Cookie Blocking"
      >
        {(current, categoryList, allowedFeatures) => {
          const allowed = allowedFeatures.includes('script_blocking');
          const mayAdd = canWrite && allowed;
          const shownEnabled = setBlocking.isPending
            ? (setBlocking.variables?.body.enabled ?? current.enabled)
            : current.enabled;
          return (
            <>
              <ProblemAlert problem={problem} onDismiss={() => setProblem(null)} />
              <div className={page.panel}>
                <BlockingSwitch
                  enabled={shownEnabled}
                  allowed={allowed}
                  upgradeHref={upgradeHref}
                  rules={current.rules}
                  busy={setBlocking.isPending}
                  readOnly={!canWrite}
                  error={switchError}
                  onChange={(enabled) => void toggle(enabled)}
                />
              </div>

              <section className={page.panel} aria-labelledby="blocking-rules-heading">
                <div className={styles.sectionHeader}>
                  <div>
                    <h2 id="blocking-rules-heading" className={page.sectionTitle}>
                      Blocking rules
                    </h2>
                    <p className={styles.lead}>
                      Each rule names a script by its address, its host or a pattern, and the category whose
                      consent releases it. A script can also be marked in your pages’ HTML; see{' '}
                      <Link
                        className={styles.link}
                        to={withOidPid(
                          '/cookie-consent/banner-configuration/implementation',
                          selection?.oid,
                          selection?.pid,
                        )}
                      >
                        Implementation
                      </Link>
                      .
                    </p>
                  </div>
                  {mayAdd ? (
                    <Button
                      onPress={() => {
                        setDialogProblem(null);
                        setEditing({ initial: {} });
                      }}
                    >
                      Add rule
                    </Button>
                  ) : null}
                </div>
                <BlockingRulesTable
                  rules={rules.data?.rules ?? []}
                  loading={rules.isPending}
                  error={
                    rules.isError && !rules.data ? (
                      <LoadFailed
                        what="the blocking rules"
                        message={problemOf(rules.error).message}
                        onRetry={() => void rules.refetch()}
                      />
                    ) : undefined
                  }
                  emptyState={
                    <EmptyState
                      headingLevel={3}
                      title="No blocking rule yet"
                      message={
                        mayAdd
                          ? 'Block the scripts your last scan proposes below, or add a rule for a script you know.'
                          : 'Rules hold scripts back until the visitor accepts their category.'
                      }
                      action={
                        mayAdd ? (
                          <Button variant="secondary" onPress={() => setEditing({ initial: {} })}>
                            Add rule
                          </Button>
                        ) : undefined
                      }
                    />
                  }
                  onEdit={
                    mayAdd
                      ? (rule) => {
                          setDialogProblem(null);
                          setEditing({ rule });
                        }
                      : undefined
                  }
                  onDelete={canWrite ? setDeleting : undefined}
                  hasMore={rules.data?.hasMore ?? false}
                  onLoadMore={() => void rules.fetchNextPage()}
                  loadingMore={rules.isFetchingNextPage}
                />
              </section>

              <div className={page.panel}>
                <ProposedScripts
                  proposed={current.proposed}
                  categories={categoryList}
                  onBlock={mayAdd ? (script) => void block(script) : undefined}
                  onBlockAll={mayAdd ? () => void blockAll(current.proposed) : undefined}
                  pendingHosts={pendingHosts}
                  blockingAll={blockingAll}
                  emptyMessage={
                    <>
                      Nothing to propose. Third-party script hosts that a scan finds and no rule covers appear
                      here; run one on the{' '}
                      <Link className={styles.link} to={scannerHref}>
                        Cookie Scanner
                      </Link>{' '}
                      page.
                    </>
                  }
                />
              </div>

              {editing ? (
                <BlockingRuleDialog
                  rule={'rule' in editing ? editing.rule : null}
                  initial={'initial' in editing ? editing.initial : undefined}
                  categories={categoryList}
                  busy={createRule.isPending || updateRule.isPending}
                  error={dialogProblem?.summary ?? null}
                  fieldErrors={dialogProblem?.fields}
                  onSubmit={(values) => void saveRule(values)}
                  onClose={() => setEditing(null)}
                />
              ) : null}
              <ConfirmDialog
                isOpen={deleting !== null}
                title="Delete blocking rule?"
                message={
                  deleting ? (
                    <p>
                      Scripts matching <code>{deleting.pattern}</code> will no longer wait for the visitor’s
                      consent.
                    </p>
                  ) : null
                }
                confirmLabel="Delete rule"
                destructive
                busy={deleteRule.isPending}
                onConfirm={() => {
                  if (deleting) void remove(deleting);
                }}
                onCancel={() => setDeleting(null)}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
