import { FormTextArea } from '../../components/FormTextArea.tsx';
import { FormTextField } from '../../components/FormTextField.tsx';
import forms from '../../components/forms.module.css';
import {
  ORGANIZATION_LABELS,
  type OrganizationValues,
  organizationMaxLength,
  organizationRules,
} from './organizationForm.ts';

interface OrganizationFieldsProps {
  readOnly?: boolean;
  /** Runs on every edit (e.g. to hide a "saved" notice). */
  onEdit?: () => void;
}

/**
 * Name, country and description of an organization, for the create dialog, the details page and the
 * wizard; bound to the surrounding form (FormProvider of OrganizationValues).
 */
export function OrganizationFields({ readOnly = false, onEdit }: OrganizationFieldsProps) {
  return (
    <>
      <div className={forms.row}>
        <FormTextField<OrganizationValues>
          label={ORGANIZATION_LABELS.orgname}
          name="orgname"
          rules={organizationRules('orgname')}
          autoComplete="off"
          isRequired={!readOnly}
          isReadOnly={readOnly}
          maxLength={organizationMaxLength('orgname')}
          {...(onEdit ? { onEdit } : {})}
        />
        <FormTextField<OrganizationValues>
          label={ORGANIZATION_LABELS.country}
          name="country"
          rules={organizationRules('country')}
          autoComplete="country-name"
          isReadOnly={readOnly}
          maxLength={organizationMaxLength('country')}
          {...(onEdit ? { onEdit } : {})}
        />
      </div>
      <FormTextArea<OrganizationValues>
        label={ORGANIZATION_LABELS.description}
        name="description"
        rules={organizationRules('description')}
        rows={3}
        isReadOnly={readOnly}
        maxLength={organizationMaxLength('description')}
        {...(onEdit ? { onEdit } : {})}
      />
    </>
  );
}
