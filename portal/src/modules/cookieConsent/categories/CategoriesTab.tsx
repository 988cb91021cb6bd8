import type { Schemas } from '@privacy-portal/sdk';
import { CategoryList } from '@privacy-portal/ui/cookieConsent/CategoryList';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { lazyDialog } from '../../../components/lazyDialog.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import { type PropertyPair, useInventoryMutations } from './categories.queries.ts';
import { CATEGORY_LANGUAGES } from './categoryForm.ts';

// Fetched on first open, with its form (components/lazyDialog.tsx).
const CategoryEditor = lazyDialog(() => import('./CategoryEditor.tsx').then((m) => m.CategoryEditor));

type CookieCategory = Schemas['CookieCategory'];

interface CategoriesTabProps {
  pair: PropertyPair;
  canWrite: boolean;
  categories: readonly CookieCategory[] | undefined;
  loading: boolean;
  loadError: unknown;
  onRetry: () => void;
  onShowCookies: (category: CookieCategory) => void;
  onDone: (message: string) => void;
  onProblem: (message: string) => void;
}

/** The categories tab: the list in a chosen language, adding and editing categories, deleting custom ones. */
export function CategoriesTab({
  pair,
  canWrite,
  categories,
  loading,
  loadError,
  onRetry,
  onShowCookies,
  onDone,
  onProblem,
}: CategoriesTabProps) {
  const [language, setLanguage] = useState('en');
  const [editing, setEditing] = useState<CookieCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CookieCategory | null>(null);
  const { deleteCategory } = useInventoryMutations();

  async function remove(category: CookieCategory) {
    try {
      await deleteCategory.mutateAsync({ params: { path: { pid: pair.pid, id: category.id } } });
      setDeleting(null);
      onDone(
        category.cookie_count > 0
          ? `${category.name} was deleted; its cookies are now Unclassified.`
          : `${category.name} was deleted.`,
      );
    } catch (error) {
      setDeleting(null);
      onProblem(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  return (
    <>
      <CategoryList
        categories={categories ?? []}
        languages={CATEGORY_LANGUAGES}
        language={language}
        onLanguageChange={setLanguage}
        loading={loading}
        error={
          loadError && !categories ? (
            <LoadFailed what="the categories" message={problemOf(loadError).message} onRetry={onRetry} />
          ) : undefined
        }
        onShowCookies={onShowCookies}
        {...(canWrite ? { onAdd: () => setEditing('new'), onEdit: setEditing, onDelete: setDeleting } : {})}
      />
      {editing ? (
        <CategoryEditor
          pair={pair}
          category={editing === 'new' ? null : editing}
          language={language}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            onDone(message);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.name ?? 'the category'}?`}
        message={
          <p>
            {deleting && deleting.cookie_count > 0
              ? `Its ${deleting.cookie_count} ${deleting.cookie_count === 1 ? 'cookie moves' : 'cookies move'} to Unclassified, with its blocking rules. `
              : ''}
            The banner no longer shows the category.
          </p>
        }
        confirmLabel="Delete category"
        destructive
        busy={deleteCategory.isPending}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
