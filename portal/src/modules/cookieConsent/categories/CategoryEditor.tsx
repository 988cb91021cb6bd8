import type { Schemas } from '@privacy-portal/sdk';
import {
  CategoryDialog,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '@privacy-portal/ui/cookieConsent/CategoryDialog';
import { useState } from 'react';
import { problemOf } from '../../../lib/queryClient.ts';
import { type PropertyPair, useInventoryMutations } from './categories.queries.ts';
import { CATEGORY_LANGUAGES, categoryInput, categoryProblem, checkCategoryForm } from './categoryForm.ts';

type CookieCategory = Schemas['CookieCategory'];

interface CategoryEditorProps {
  pair: PropertyPair;
  /** The category to edit; a new custom one when null. */
  category: CookieCategory | null;
  /** The language the texts open in (the list's). */
  language: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** The category form on POST /cookiecategory (add) or PUT /cookiecategory/{pid}/{id} (rename, texts). */
export function CategoryEditor({ pair, category, language, onClose, onSaved }: CategoryEditorProps) {
  const { createCategory, updateCategory } = useInventoryMutations();
  const [errors, setErrors] = useState<CategoryFormErrors | undefined>(undefined);
  const [summary, setSummary] = useState<string | null>(null);

  async function save(values: CategoryFormValues) {
    const body = categoryInput(values);
    try {
      if (category) {
        await updateCategory.mutateAsync({ params: { path: { pid: pair.pid, id: category.id } }, body });
        onSaved(`${body.name} was saved.`);
      } else {
        await createCategory.mutateAsync({ body: { ...body, pid: pair.pid } });
        onSaved(`${body.name} was added. Move cookies into it from the inventory.`);
      }
    } catch (error) {
      const explained = categoryProblem(problemOf(error), values);
      setErrors(explained.errors);
      setSummary(explained.summary);
    }
  }

  return (
    <CategoryDialog
      isOpen
      category={category}
      languages={CATEGORY_LANGUAGES}
      initialLanguage={language}
      busy={createCategory.isPending || updateCategory.isPending}
      errors={errors}
      summary={summary}
      validate={checkCategoryForm}
      onSubmit={(values) => void save(values)}
      onCancel={onClose}
    />
  );
}
