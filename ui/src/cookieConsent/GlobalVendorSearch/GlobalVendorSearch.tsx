import type { Schemas } from '@privacy-portal/sdk';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button as AriaButton, Input, Label, Link, SearchField } from 'react-aria-components';
import { Alert } from '../../Alert/index.ts';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import field from '../../Field/field.module.css';
import { Icon } from '../../Icon/Icon.tsx';
import { Loader } from '../../Loader/index.ts';
import link from '../../theme/link.module.css';
import shared from '../shared.module.css';
import styles from './GlobalVendorSearch.module.css';

export type GlobalVendor = Schemas['GlobalVendor'];
export type GlobalVendorKind = GlobalVendor['kind'];

const TITLE: Readonly<Record<GlobalVendorKind, string>> = {
  iab: 'Add from the IAB Global Vendor List',
  google: 'Add a Google ad-technology provider',
};
const LIST_NAME: Readonly<Record<GlobalVendorKind, string>> = {
  iab: 'IAB Global Vendor List',
  google: 'Google ad-technology provider list',
};

export interface GlobalVendorSearchProps {
  kind: GlobalVendorKind;
  /** What the list answered for the latest search. */
  results: readonly GlobalVendor[];
  /** The list's version (the GVL's vendorListVersion); null for Google's list or before the server has a copy. */
  listVersion: number | null;
  /** The term the results are for; '' for the first vendors by name. */
  searchedFor: string;
  loading?: boolean;
  /** Why the search failed; with onRetry a way to try again. */
  error?: string | null;
  onRetry?: () => void;
  /** List ids already among the property's vendors of this kind. */
  addedIds: ReadonlySet<number>;
  /** The id being added. */
  addingId?: number | null;
  /** Why the last add was refused. */
  addError?: string | null;
  /** The term once the user stops typing for `debounceMs` (trimmed). */
  onSearchChange: (term: string) => void;
  onAdd: (vendor: GlobalVendor) => void;
  onClose: () => void;
  debounceMs?: number;
}

/** The result count, for the live status line. */
function statusText(count: number, term: string, loading: boolean): string {
  if (loading) return 'Searching…';
  if (term === '')
    return count === 0 ? 'The list is empty.' : `The first ${count} vendors by name. Type to search.`;
  if (count === 0) return `No vendor matches “${term}”.`;
  return `${count} ${count === 1 ? 'vendor matches' : 'vendors match'} “${term}”${count >= 50 ? ' (the first 50 by name)' : ''}.`;
}

/**
 * Finds a vendor in the IAB TCF Global Vendor List or Google's ad-technology providers by name and adds
 * it to the property; vendors already added say so. The search waits until typing pauses.
 */
export function GlobalVendorSearch({
  kind,
  results,
  listVersion,
  searchedFor,
  loading = false,
  error,
  onRetry,
  addedIds,
  addingId = null,
  addError,
  onSearchChange,
  onAdd,
  onClose,
  debounceMs = 300,
}: GlobalVendorSearchProps) {
  const [term, setTerm] = useState(searchedFor);
  const report = useEffectEvent((value: string) => {
    if (value !== searchedFor) onSearchChange(value);
  });
  useEffect(() => {
    const timer = setTimeout(() => report(term.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [term, debounceMs]);

  const unavailable = !loading && !error && listVersion === null && results.length === 0;
  return (
    <Dialog
      title={TITLE[kind]}
      isOpen
      width="44rem"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="secondary" onPress={onClose}>
          Done
        </Button>
      }
    >
      <div className={styles.search}>
        <SearchField value={term} onChange={setTerm} className={field.field} autoFocus>
          <Label className={field.label}>Search by name</Label>
          <div className={shared.searchBox}>
            <Icon name="search" size={16} className={shared.searchIcon} />
            <Input
              className={`${field.control} ${field.input} ${shared.searchInput} ${styles.searchInput}`}
              placeholder={kind === 'iab' ? 'e.g. Criteo' : 'e.g. Google'}
            />
            {term !== '' ? (
              <AriaButton className={shared.searchClear} aria-label="Clear search">
                <Icon name="close" size={14} />
              </AriaButton>
            ) : null}
          </div>
        </SearchField>
        {/* Google's provider list has no version number. */}
        {listVersion === null ? null : (
          <p className={styles.version}>
            {LIST_NAME[kind]}, version {listVersion}.
          </p>
        )}
        <p role="status" className={styles.status}>
          {error || unavailable ? '' : statusText(results.length, searchedFor, loading)}
        </p>
        {addError ? (
          <Alert tone="error" title="The vendor was not added">
            {addError}
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="error" title="The search failed">
            <p className={styles.errorText}>{error}</p>
            {onRetry ? (
              <Button variant="secondary" size="sm" onPress={onRetry}>
                Try again
              </Button>
            ) : null}
          </Alert>
        ) : unavailable ? (
          <Alert tone="info" title="The list is not available yet">
            The server fetches the {LIST_NAME[kind]} when it is online and keeps it up to date; try again
            later.
          </Alert>
        ) : loading && results.length === 0 ? (
          <Loader block label="Searching the list" />
        ) : (
          <ul className={styles.results} aria-label="Vendors found" aria-busy={loading || undefined}>
            {results.map((vendor) => {
              const added = addedIds.has(vendor.gvl_id);
              return (
                <li key={vendor.gvl_id} className={styles.result}>
                  <div className={styles.about}>
                    <p className={styles.name}>
                      {vendor.name} <span className={styles.id}>ID {vendor.gvl_id}</span>
                    </p>
                    <p className={styles.purposes}>
                      {vendor.purposes.length === 0
                        ? 'No purposes listed.'
                        : `${vendor.purposes.length} ${vendor.purposes.length === 1 ? 'purpose' : 'purposes'}: ${vendor.purposes.join(', ')}`}
                    </p>
                    {vendor.privacy_policy_url ? (
                      <Link
                        href={vendor.privacy_policy_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${link.textLink} ${styles.policy}`}
                        aria-label={`Privacy policy of ${vendor.name} (opens in a new tab)`}
                      >
                        Privacy policy
                      </Link>
                    ) : null}
                  </div>
                  {added ? (
                    <Badge tone="success" icon="check">
                      Added
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Add ${vendor.name}`}
                      loading={addingId === vendor.gvl_id}
                      isDisabled={addingId !== null && addingId !== vendor.gvl_id}
                      onPress={() => onAdd(vendor)}
                    >
                      Add
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
