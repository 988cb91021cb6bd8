import type { Schemas } from '@privacy-portal/sdk';
import { type FormEvent, useState } from 'react';
import { Select } from '../../Select/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { TextField } from '../../TextField/index.ts';
import { DialogForm, useFieldMessages } from '../FormDialog/index.ts';
import { vendorKindText } from '../VendorsTable/index.ts';
import styles from './VendorDialog.module.css';
import {
  checkVendor,
  cookieNames,
  purposeLines,
  VENDOR_LIMITS,
  type VendorErrors,
  type VendorValues,
} from './vendorForm.ts';

type Vendor = Schemas['Vendor'];

const NO_CATEGORY = 'none';

export interface VendorDialogProps {
  /** The vendor to change; a new custom vendor when left out. */
  vendor?: Vendor | null;
  /** The property's categories; a vendor may also have none. */
  categories: readonly { id: number; name: string }[];
  busy?: boolean;
  /** Why the server refused, above the fields. */
  error?: string | null;
  /** The server's reasons per field. */
  fieldErrors?: VendorErrors;
  /** The vendor as the contract's VendorInput. */
  onSubmit: (values: VendorValues) => void;
  onClose: () => void;
}

/**
 * Adds a vendor of your own or changes one. A vendor from the IAB Global Vendor List or Google's
 * ad-technology providers keeps the list's name, purposes and policy: only its category and cookies
 * are yours to set. Render it while open.
 */
export function VendorDialog({
  vendor,
  categories,
  busy = false,
  error,
  fieldErrors = {},
  onSubmit,
  onClose,
}: VendorDialogProps) {
  const listVendor = vendor !== undefined && vendor !== null && vendor.kind !== 'custom';
  const [name, setName] = useState(vendor?.name ?? '');
  const [purposes, setPurposes] = useState((vendor?.purposes ?? []).join('\n'));
  const [privacyPolicyUrl, setPrivacyPolicyUrl] = useState(vendor?.privacy_policy_url ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(vendor?.category_id ?? null);
  const [cookies, setCookies] = useState((vendor?.cookies ?? []).join('\n'));
  const { formRef, shown, edited: edit, passes } = useFieldMessages(fieldErrors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!passes(checkVendor({ name, purposes, privacyPolicyUrl, cookies }, listVendor))) return;
    if (listVendor && vendor) {
      onSubmit({
        kind: vendor.kind,
        name: vendor.name,
        ...(vendor.gvl_id === null ? {} : { gvl_id: vendor.gvl_id }),
        category_id: categoryId,
        cookies: cookieNames(cookies),
      });
      return;
    }
    const url = privacyPolicyUrl.trim();
    onSubmit({
      kind: 'custom',
      name: name.trim(),
      purposes: purposeLines(purposes),
      privacy_policy_url: url === '' ? null : url,
      category_id: categoryId,
      cookies: cookieNames(cookies),
    });
  }

  const title = vendor ? `Edit ${vendor.name}` : 'Add a custom vendor';
  const categoryOptions = [
    { id: NO_CATEGORY, label: 'No category' },
    ...categories.map((category) => ({ id: String(category.id), label: category.name })),
  ];
  return (
    <DialogForm
      title={title}
      width="38rem"
      busy={busy}
      formRef={formRef}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={vendor ? 'Save vendor' : 'Add vendor'}
      error={error}
      errorTitle="The vendor was not saved"
    >
      {listVendor && vendor ? (
        <div className={styles.facts}>
          <dl className={styles.factList}>
            <div>
              <dt>From</dt>
              <dd>{vendorKindText(vendor)}</dd>
            </div>
            <div>
              <dt>Purposes</dt>
              <dd>{vendor.purposes.length > 0 ? vendor.purposes.join(', ') : 'None given'}</dd>
            </div>
            <div>
              <dt>Privacy policy</dt>
              <dd>{vendor.privacy_policy_url ?? 'None'}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            The list keeps the name, purposes and policy of this vendor up to date.
          </p>
        </div>
      ) : (
        <>
          <TextField
            label="Name"
            value={name}
            onChange={(value) => {
              setName(value);
              edit('name');
            }}
            isRequired
            maxLength={VENDOR_LIMITS.name}
            isDisabled={busy}
            autoFocus
            errorMessage={shown('name')}
          />
          <TextArea
            label="Purposes"
            value={purposes}
            onChange={(value) => {
              setPurposes(value);
              edit('purposes');
            }}
            rows={3}
            isDisabled={busy}
            description={`One purpose a line, at most ${VENDOR_LIMITS.purposes}.`}
            placeholder={'Live chat\nCustomer support'}
            errorMessage={shown('purposes')}
          />
          <TextField
            label="Privacy policy address"
            value={privacyPolicyUrl}
            onChange={(value) => {
              setPrivacyPolicyUrl(value);
              edit('privacy_policy_url');
            }}
            maxLength={VENDOR_LIMITS.url}
            isDisabled={busy}
            inputMode="url"
            placeholder="https://vendor.example/privacy"
            errorMessage={shown('privacy_policy_url')}
          />
        </>
      )}
      <Select
        label="Category"
        options={categoryOptions}
        value={categoryId === null ? NO_CATEGORY : String(categoryId)}
        onChange={(value) => {
          setCategoryId(value === null || value === NO_CATEGORY ? null : Number(value));
          edit('category_id');
        }}
        isDisabled={busy}
        description="The banner lists the vendor under this category."
        errorMessage={shown('category_id')}
      />
      <TextArea
        label="Cookies"
        value={cookies}
        onChange={(value) => {
          setCookies(value);
          edit('cookies');
        }}
        rows={3}
        isDisabled={busy}
        description="Cookie names the vendor sets, one a line or separated by commas."
        placeholder="_fbp, fr"
        errorMessage={shown('cookies')}
      />
    </DialogForm>
  );
}
