import { PLAN_TYPE, roleCapabilities } from '@privacy-portal/sdk';
import { FEATURE_LABEL, FEATURE_TIER } from '@privacy-portal/sdk/cookie-consent';
import { Button } from '@privacy-portal/ui/Button';
import type { GlobalVendor } from '@privacy-portal/ui/cookieConsent/GlobalVendorSearch';
import { UpgradeNotice } from '@privacy-portal/ui/cookieConsent/UpgradeNotice';
import type { VendorErrors, VendorValues } from '@privacy-portal/ui/cookieConsent/VendorDialog';
import { VendorsTable } from '@privacy-portal/ui/cookieConsent/VendorsTable';
import { EmptyState } from '@privacy-portal/ui/EmptyState';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { explainProblem } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { useCookieCategories, useLicenceFeatures } from '../blocking/blocking.queries.ts';
import { ProblemAlert } from '../ProblemAlert.tsx';
import styles from './ManageVendors.module.css';
import {
  type GlobalVendorKind,
  useAddVendor,
  useGlobalVendorSearch,
  useRemoveVendor,
  useUpdateVendor,
  useVendors,
  useVendorsChanged,
  type Vendor,
} from './vendors.queries.ts';

const VendorDialog = lazyDialog(() =>
  import('@privacy-portal/ui/cookieConsent/VendorDialog').then((m) => m.VendorDialog),
);
const GlobalVendorSearch = lazyDialog(() =>
  import('@privacy-portal/ui/cookieConsent/GlobalVendorSearch').then((m) => m.GlobalVendorSearch),
);

const FIELD_LABELS = {
  name: 'Name',
  purposes: 'Purposes',
  privacy_policy_url: 'Privacy policy address',
  category_id: 'Category',
  cookies: 'Cookies',
};

/** A vendor's refusal: reasons next to their fields ('purposes.3' lands on Purposes), the rest above. */
function vendorProblem(error: unknown): { summary: string; fields: VendorErrors } {
  const problem = problemOf(error);
  if (problem.code === 'upgrade_required' || problem.code === 'subscription_inactive') {
    return { summary: problem.message, fields: {} };
  }
  const details = problem.details.map((detail) => ({ ...detail, field: detail.field.split('.')[0] ?? '' }));
  return explainProblem({ ...problem, details }, { labels: FIELD_LABELS, verbatim: true });
}

type Editing = { vendor: Vendor | null } | null;

/**
 * /cookie-consent/manage-vendors — the third parties behind the property's cookies: your own, IAB TCF
 * vendors from the Global Vendor List and Google's ad-technology providers (those two from essentials up).
 */
export function ManageVendorsPage() {
  const { selection, user } = useSession();
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const canWrite = roleCapabilities(user?.role)?.canWrite !== false;
  const toasts = useToasts();

  const vendors = useVendors(pair);
  const categories = useCookieCategories(selection?.pid ?? null);
  const features = useLicenceFeatures(pair);
  const changed = useVendorsChanged();
  const addVendor = useAddVendor();
  const updateVendor = useUpdateVendor();
  const removeVendor = useRemoveVendor();

  const [editing, setEditing] = useState<Editing>(null);
  const [dialogProblem, setDialogProblem] = useState<ReturnType<typeof vendorProblem> | null>(null);
  const [searching, setSearching] = useState<GlobalVendorKind | null>(null);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState<number | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Vendor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useGlobalVendorSearch(pair, searching, search);

  const upgradeHref = pricingTabHref(PLAN_TYPE.cookieConsent, 'monthly', selection);
  const loaded = vendors.data?.vendors ?? [];

  function openSearch(kind: GlobalVendorKind) {
    setSearch('');
    setAddError(null);
    setSearching(kind);
  }

  async function save(values: VendorValues) {
    if (!pair || editing === null) return;
    setDialogProblem(null);
    const path = { orgId: pair.oid, propId: pair.pid };
    try {
      if (editing.vendor) {
        await updateVendor.mutateAsync({
          params: { path: { ...path, id: editing.vendor.id } },
          body: values,
        });
      } else {
        await addVendor.mutateAsync({ params: { path }, body: values });
      }
    } catch (error) {
      setDialogProblem(vendorProblem(error));
      return;
    }
    setEditing(null);
    await changed();
    toasts.notify(`${values.name} is saved.`);
  }

  async function addFromList(vendor: GlobalVendor) {
    if (!pair) return;
    setAddError(null);
    setAdding(vendor.gvl_id);
    try {
      await addVendor.mutateAsync({
        params: { path: { orgId: pair.oid, propId: pair.pid } },
        body: { kind: vendor.kind, name: vendor.name, gvl_id: vendor.gvl_id },
      });
      await changed();
      toasts.notify(`${vendor.name} is added.`);
    } catch (error) {
      setAddError(problemOf(error).message);
    } finally {
      setAdding(null);
    }
  }

  async function remove(vendor: Vendor) {
    if (!pair) return;
    setProblem(null);
    try {
      await removeVendor.mutateAsync({
        params: { path: { orgId: pair.oid, propId: pair.pid, id: vendor.id } },
      });
    } catch (error) {
      setProblem(problemOf(error).message);
      setRemoving(null);
      return;
    }
    setRemoving(null);
    await changed();
    toasts.notify(`${vendor.name} is removed.`);
  }

  return (
    <div className={page.page}>
      <PageIntro
        title="Manage Vendors"
        description="The third parties whose cookies and scripts run on this property, so the banner can name them and visitors know who receives their data."
        actions={
          canWrite && categories.data ? (
            <Button
              onPress={() => {
                setDialogProblem(null);
                setEditing({ vendor: null });
              }}
            >
              Add custom vendor
            </Button>
          ) : null
        }
      />
      {toasts.region}
      <QueryState queries={[categories, features]} loadingLabel="Loading the vendors" what="the vendors">
        {(categoryList, allowedFeatures) => {
          const listsAllowed = allowedFeatures.includes('tcf_vendors');
          const addedIds = new Set(loaded.filter((v) => v.kind === searching).map((v) => v.gvl_id ?? 0));
          return (
            <>
              <ProblemAlert problem={problem} onDismiss={() => setProblem(null)} />
              {canWrite ? (
                <section className={page.panel} aria-labelledby="vendor-lists-heading">
                  <h2 id="vendor-lists-heading" className={page.sectionTitle}>
                    Add from a vendor list
                  </h2>
                  {listsAllowed ? (
                    <>
                      <p className={styles.lead}>
                        Vendors from the IAB TCF Global Vendor List and Google’s ad-technology providers keep
                        their name, purposes and privacy policy from the list.
                      </p>
                      <div className={styles.actions}>
                        <Button variant="secondary" onPress={() => openSearch('iab')}>
                          Add from IAB Global Vendor List
                        </Button>
                        <Button variant="secondary" onPress={() => openSearch('google')}>
                          Add Google ad-technology provider
                        </Button>
                      </div>
                    </>
                  ) : (
                    <UpgradeNotice
                      feature={FEATURE_LABEL.tcf_vendors}
                      tier={FEATURE_TIER.tcf_vendors}
                      href={upgradeHref}
                    />
                  )}
                </section>
              ) : null}

              <section className={styles.stack} aria-labelledby="vendors-heading">
                <h2 id="vendors-heading" className={page.sectionTitle}>
                  Vendors of this property
                </h2>
                <VendorsTable
                  vendors={loaded}
                  categories={categoryList}
                  loading={vendors.isPending}
                  error={
                    vendors.isError && !vendors.data ? (
                      <LoadFailed
                        what="the vendors"
                        message={problemOf(vendors.error).message}
                        onRetry={() => void vendors.refetch()}
                      />
                    ) : undefined
                  }
                  emptyState={
                    <EmptyState
                      headingLevel={3}
                      title="No vendors yet"
                      message="Add the companies behind your cookies and scripts (analytics, advertising, chat, reviews) so the banner can name them."
                      action={
                        canWrite ? (
                          <Button variant="secondary" onPress={() => setEditing({ vendor: null })}>
                            Add custom vendor
                          </Button>
                        ) : undefined
                      }
                    />
                  }
                  onEdit={
                    canWrite
                      ? (vendor) => {
                          setDialogProblem(null);
                          setEditing({ vendor });
                        }
                      : undefined
                  }
                  onRemove={canWrite ? setRemoving : undefined}
                  hasMore={vendors.data?.hasMore ?? false}
                  onLoadMore={() => void vendors.fetchNextPage()}
                  loadingMore={vendors.isFetchingNextPage}
                />
              </section>

              {editing ? (
                <VendorDialog
                  vendor={editing.vendor}
                  categories={categoryList}
                  busy={addVendor.isPending || updateVendor.isPending}
                  error={dialogProblem?.summary ?? null}
                  fieldErrors={dialogProblem?.fields}
                  onSubmit={(values) => void save(values)}
                  onClose={() => setEditing(null)}
                />
              ) : null}
              {searching ? (
                <GlobalVendorSearch
                  kind={searching}
                  results={found.data?.vendors ?? []}
                  listVersion={found.data?.vendor_list_version ?? null}
                  searchedFor={search}
                  loading={found.isFetching}
                  error={found.isError ? problemOf(found.error).message : null}
                  onRetry={() => void found.refetch()}
                  addedIds={addedIds}
                  addingId={adding}
                  addError={addError}
                  onSearchChange={setSearch}
                  onAdd={(vendor) => void addFromList(vendor)}
                  onClose={() => setSearching(null)}
                />
              ) : null}
              <ConfirmDialog
                isOpen={removing !== null}
                title="Remove vendor?"
                message={
                  removing ? (
                    <p>{removing.name} will no longer be named on the banner of this property.</p>
                  ) : null
                }
                confirmLabel="Remove vendor"
                destructive
                busy={removeVendor.isPending}
                onConfirm={() => {
                  if (removing) void remove(removing);
                }}
                onCancel={() => setRemoving(null)}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
