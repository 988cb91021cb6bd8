import { roleCapabilities, type Schemas, withOidPid } from '@privacy-portal/sdk';
import { Button } from '@privacy-portal/ui/Button';
import { type CookieFilters, NO_COOKIE_FILTERS } from '@privacy-portal/ui/cookieConsent/CookieTable';
import { ReviewBanner } from '@privacy-portal/ui/cookieConsent/ReviewBanner';
import { lazyPanel } from '@privacy-portal/ui/lazyPanel';
import { Tabs } from '@privacy-portal/ui/Tabs';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { useToasts } from '../../../lib/useToasts.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { ProblemAlert } from '../ProblemAlert.tsx';
import styles from './CookieCategoryPage.module.css';
import {
  type PropertyPair,
  useAwaitingReview,
  useCookieCategories,
  useInventoryMutations,
} from './categories.queries.ts';
import { defaultCookieDomain } from './cookieDomain.ts';
import { InventoryTab } from './InventoryTab.tsx';

// Fetched on first open, with their forms (components/lazyDialog.tsx).
const CookieEditor = lazyDialog(() => import('./CookieEditor.tsx').then((m) => m.CookieEditor));
const CsvImport = lazyDialog(() => import('./CsvImport.tsx').then((m) => m.CsvImport));
// The page opens on the cookies; the categories' tab is fetched when chosen or pointed at.
const CategoriesTab = lazyPanel(() => import('./CategoriesTab.tsx').then((m) => m.CategoriesTab), {
  loadingLabel: 'Loading the categories',
});

type Cookie = Schemas['Cookie'];
type CookieCategory = Schemas['CookieCategory'];

const SCANNER_PATH = '/cookie-consent/cookie-category/scan-details';

/** /cookie-consent/cookie-category/list: the property's cookie inventory and its categories. */
export function CookieCategoryPage() {
  const { selection, property, user } = useSession();
  if (!selection) return null;
  return (
    <CookieCategoryScreen
      pair={{ oid: selection.oid, pid: selection.pid }}
      propertyUrl={property?.url}
      canWrite={roleCapabilities(user?.role)?.canWrite ?? false}
    />
  );
}

interface ScreenProps {
  pair: PropertyPair;
  propertyUrl: string | undefined;
  canWrite: boolean;
}

function CookieCategoryScreen({ pair, propertyUrl, canWrite }: ScreenProps) {
  const toasts = useToasts();
  const categories = useCookieCategories(pair);
  const awaiting = useAwaitingReview(pair);
  const { publish, deleteCookie } = useInventoryMutations();
  const [tab, setTab] = useState<'cookies' | 'categories'>('cookies');
  const [filters, setFilters] = useState<CookieFilters>(NO_COOKIE_FILTERS);
  const [editing, setEditing] = useState<Cookie | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Cookie | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const done = (message: string) => {
    setProblem(null);
    toasts.notify(message);
  };
  const failed = (error: unknown) => setProblem(problemSummary(problemOf(error), { verbatim: true }));

  async function publishAll() {
    try {
      const { response } = await publish.mutateAsync({
        params: { path: { orgId: pair.oid, propId: pair.pid } },
      });
      done(
        `${response.updated} ${response.updated === 1 ? 'cookie' : 'cookies'} published: the banner lists them now.`,
      );
    } catch (error) {
      failed(error);
    }
  }

  async function remove(cookie: Cookie) {
    try {
      await deleteCookie.mutateAsync({
        params: { path: { orgId: pair.oid, propId: pair.pid, id: cookie.id } },
      });
      setDeleting(null);
      done(`${cookie.name} was deleted from the inventory.`);
    } catch (error) {
      setDeleting(null);
      failed(error);
    }
  }

  const showCookies = (patch: Partial<CookieFilters>) => {
    setFilters({ ...NO_COOKIE_FILTERS, ...patch });
    setTab('cookies');
  };

  return (
    <div className={`${page.page} ${styles.page}`}>
      <PageIntro
        title="Cookie Category"
        description="Every cookie and storage key on the property, sorted into the categories visitors accept or refuse in the banner. Scanned and imported cookies wait for your review before the banner lists them."
        actions={
          canWrite ? (
            <>
              <Button onPress={() => setEditing('new')}>Add cookie</Button>
              <Button variant="secondary" onPress={() => setImporting(true)}>
                Import CSV
              </Button>
            </>
          ) : null
        }
      />
      {toasts.region}
      <ProblemAlert problem={problem} onDismiss={() => setProblem(null)} />
      <ReviewBanner
        count={awaiting.data ?? 0}
        busy={publish.isPending}
        onReview={() => showCookies({ published: false })}
        {...(canWrite ? { onPublishAll: () => void publishAll() } : {})}
      />
      <Tabs
        label="Cookies and categories"
        selectedKey={tab}
        onSelectionChange={(id) => setTab(id as 'cookies' | 'categories')}
        items={[
          {
            id: 'cookies',
            label: 'Cookies',
            content: (
              <div className={styles.panel}>
                <InventoryTab
                  pair={pair}
                  canWrite={canWrite}
                  categories={categories.data ?? []}
                  filters={filters}
                  onFiltersChange={setFilters}
                  scannerHref={withOidPid(SCANNER_PATH, pair.oid, pair.pid)}
                  onAdd={() => setEditing('new')}
                  onImport={() => setImporting(true)}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  onDone={done}
                  onProblem={setProblem}
                />
              </div>
            ),
          },
          {
            id: 'categories',
            label: 'Categories',
            onPointerIntent: CategoriesTab.preload,
            content: (
              <div className={styles.panel}>
                <CategoriesTab
                  pair={pair}
                  canWrite={canWrite}
                  categories={categories.data}
                  loading={categories.isPending}
                  loadError={categories.error}
                  onRetry={() => void categories.refetch()}
                  onShowCookies={(category: CookieCategory) => showCookies({ categoryId: category.id })}
                  onDone={done}
                  onProblem={setProblem}
                />
              </div>
            ),
          },
        ]}
      />
      {editing ? (
        <CookieEditor
          pair={pair}
          cookie={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          defaultDomain={defaultCookieDomain(propertyUrl)}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            done(message);
          }}
        />
      ) : null}
      {importing ? (
        <CsvImport
          pair={pair}
          onClose={() => setImporting(false)}
          onImported={(message) => {
            setImporting(false);
            done(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.name ?? 'the cookie'}?`}
        message={
          <p>
            It leaves the inventory and the banner. A later scan that finds it again adds it back for review.
          </p>
        }
        confirmLabel="Delete cookie"
        destructive
        busy={deleteCookie.isPending}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
