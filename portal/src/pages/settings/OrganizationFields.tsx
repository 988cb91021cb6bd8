import { TextArea } from '@privacy-portal/ui/TextArea';
import { TextField } from '@privacy-portal/ui/TextField';
import forms from '../forms.module.css';
import {
  ORGANIZATION_LABELS,
  ORGANIZATION_MAX,
  type OrganizationField,
  type OrganizationValues,
} from './organizationForm.ts';

interface OrganizationFieldsProps {
  values: OrganizationValues;
  errors: Partial<Record<OrganizationField, string>>;
  onChange: (field: OrganizationField, value: string) => void;
  readOnly?: boolean;
}

/** Name, country and description of an organization, for the create dialog and the details page. */
export function OrganizationFields({ values, errors, onChange, readOnly = false }: OrganizationFieldsProps) {
  return (
    <>
      <div className={forms.row}>
        <TextField
          label={ORGANIZATION_LABELS.orgname}
          name="orgname"
          autoComplete="off"
          isRequired={!readOnly}
          isReadOnly={readOnly}
          maxLength={ORGANIZATION_MAX.orgname}
          value={values.orgname}
          onChange={(value) => onChange('orgname', value)}
          errorMessage={errors.orgname}
        />
        <TextField
          label={ORGANIZATION_LABELS.country}
          name="country"
          autoComplete="country-name"
          isReadOnly={readOnly}
          maxLength={ORGANIZATION_MAX.country}
          value={values.country}
          onChange={(value) => onChange('country', value)}
          errorMessage={errors.country}
        />
      </div>
      <TextArea
        label={ORGANIZATION_LABELS.description}
        name="description"
        rows={3}
        isReadOnly={readOnly}
        maxLength={ORGANIZATION_MAX.description}
        value={values.description}
        onChange={(value) => onChange('description', value)}
        errorMessage={errors.description}
      />
    </>
  );
}
