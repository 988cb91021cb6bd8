import { FormTextField } from '../../components/FormTextField.tsx';
import { PROPERTY_LABELS, type PropertyValues, propertyMaxLength, propertyRules } from './propertyForm.ts';

/**
 * Name and website address of a property, for the property dialog and the set-up wizard; bound to the
 * surrounding form (FormProvider with PropertyValues' fields).
 */
export function PropertyFields() {
  return (
    <>
      <FormTextField<PropertyValues>
        label={PROPERTY_LABELS.property_name}
        name="property_name"
        rules={propertyRules('property_name')}
        autoComplete="off"
        isRequired
        maxLength={propertyMaxLength('property_name')}
        description="How the website is called in Privacy Portal, e.g. 'Online shop'."
      />
      <FormTextField<PropertyValues>
        label={PROPERTY_LABELS.url}
        name="url"
        rules={propertyRules('url')}
        inputMode="url"
        autoComplete="url"
        spellCheck="false"
        isRequired
        placeholder="https://www.example.com"
        // propertyBody adds https:// to an address typed without it.
        description="For example https://www.example.com; https:// is added when you leave it out."
        maxLength={propertyMaxLength('url')}
      />
    </>
  );
}
