import { TextField } from '@privacy-portal/ui/TextField';
import { PROPERTY_LABELS, PROPERTY_MAX, type PropertyField, type PropertyValues } from './propertyForm.ts';

interface PropertyFieldsProps {
  values: PropertyValues;
  errors: Partial<Record<PropertyField, string>>;
  onChange: (field: PropertyField, value: string) => void;
}

/** Name and website address of a property, for the property dialog and the set-up wizard. */
export function PropertyFields({ values, errors, onChange }: PropertyFieldsProps) {
  return (
    <>
      <TextField
        label={PROPERTY_LABELS.property_name}
        name="property_name"
        autoComplete="off"
        isRequired
        maxLength={PROPERTY_MAX.property_name}
        description="How the website is called in Privacy Portal, e.g. 'Online shop'."
        value={values.property_name}
        onChange={(value) => onChange('property_name', value)}
        errorMessage={errors.property_name}
      />
      <TextField
        label={PROPERTY_LABELS.url}
        name="url"
        inputMode="url"
        autoComplete="url"
        spellCheck="false"
        isRequired
        placeholder="https://www.example.com"
        // propertyBody adds https:// to an address typed without it.
        description="For example https://www.example.com; https:// is added when you leave it out."
        maxLength={PROPERTY_MAX.url}
        value={values.url}
        onChange={(value) => onChange('url', value)}
        errorMessage={errors.url}
      />
    </>
  );
}
