import type { Schemas } from '@privacy-portal/sdk';
import {
  CookieFormDialog,
  type CookieFormErrors,
  type CookieFormValues,
} from '@privacy-portal/ui/cookieConsent/CookieFormDialog';
import { useState } from 'react';
import { problemOf } from '../../../lib/queryClient.ts';
import { type PropertyPair, useCookiePurposes, useInventoryMutations } from './categories.queries.ts';
import { checkCookieForm, cookieInput, cookieProblem } from './cookieForm.ts';

type Cookie = Schemas['Cookie'];

interface CookieEditorProps {
  pair: PropertyPair;
  /** The cookie to edit; a new one when null. */
  cookie: Cookie | null;
  categories: readonly { id: number; name: string }[];
  defaultDomain: string;
  onClose: () => void;
  /** Saved: the message to show. */
  onSaved: (message: string) => void;
}

/** The cookie form on POST /cookie (add) or PUT /cookie/{id} (edit), refusals back on its fields. */
export function CookieEditor({
  pair,
  cookie,
  categories,
  defaultDomain,
  onClose,
  onSaved,
}: CookieEditorProps) {
  const { createCookie, updateCookie } = useInventoryMutations();
  const purposes = useCookiePurposes(pair, true);
  const [errors, setErrors] = useState<CookieFormErrors | undefined>(undefined);
  const [summary, setSummary] = useState<string | null>(null);
  const busy = createCookie.isPending || updateCookie.isPending;

  async function save(values: CookieFormValues) {
    const body = cookieInput(values, cookie);
    const path = { orgId: pair.oid, propId: pair.pid };
    try {
      if (cookie) {
        await updateCookie.mutateAsync({ params: { path: { ...path, id: cookie.id } }, body });
        onSaved(`${body.name} was saved.`);
      } else {
        await createCookie.mutateAsync({ params: { path }, body });
        onSaved(
          body.published
            ? `${body.name} was added and published.`
            : `${body.name} was added; it waits for review before the banner lists it.`,
        );
      }
    } catch (error) {
      const explained = cookieProblem(problemOf(error));
      setErrors(explained.errors);
      setSummary(explained.summary);
    }
  }

  return (
    <CookieFormDialog
      isOpen
      cookie={cookie}
      categories={categories}
      purposes={purposes.data ?? []}
      defaultDomain={defaultDomain}
      busy={busy}
      errors={errors}
      summary={summary}
      validate={checkCookieForm}
      onSubmit={(values) => void save(values)}
      onCancel={onClose}
    />
  );
}
