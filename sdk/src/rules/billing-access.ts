/**
 * Access flags from plan data (portal-spec §3 plan details, §4 "Feature gating";
 * calls-billing-spec §4 "Access flags per scope start as no access and are set from plan data").
 */
import type { components } from '../generated/schema.ts';
import { type Price, toPrice } from './billing-types.ts';

type Property = components['schemas']['Property'];

/** Organization plan details: features (null or empty means no access) and plan_details.dsar. */
export interface OrganizationPlanDetails {
  features?: readonly unknown[] | Readonly<Record<string, unknown>> | null;
  plan_details?: { dsar?: unknown } | null;
}

/** Property plan details: plan_details with cookieConsent (with price), consentPreference, socialFortuna. */
export interface PropertyPlanDetails {
  plan_details?: {
    cookieConsent?: { price?: Price | null } | null;
    consentPreference?: unknown;
    socialFortuna?: unknown;
  } | null;
}

export interface AccessFlags {
  dsar: boolean;
  cookieConsent: boolean;
  consentPreference: boolean;
  socialFortuna: boolean;
}

/** Every scope starts without access. */
export const NO_ACCESS: Readonly<AccessFlags> = Object.freeze({
  dsar: false,
  cookieConsent: false,
  consentPreference: false,
  socialFortuna: false,
});

/** The product names on a property that grant each property-level product. */
export const PROPERTY_PRODUCT_NAMES = {
  cookieConsent: 'Cookie',
  consentPreference: 'Preference',
  socialFortuna: 'Social',
} as const;

export type PropertyProduct = keyof typeof PROPERTY_PRODUCT_NAMES;

/** Whether plan data is present: not null, not an empty list, not an empty object. */
export function hasEntries(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  if (typeof value === 'string') return value.length > 0;
  return true;
}

/**
 * DSAR access of an organization: when the plan carries `features`, access iff they are not null
 * or empty; when it has no `features` field, access iff DSAR details (plan_details.dsar) are present.
 * No plan, no access.
 */
export function hasDsarAccess(plan: OrganizationPlanDetails | null | undefined): boolean {
  if (!plan) return false;
  if (plan.features !== undefined) return hasEntries(plan.features);
  return hasEntries(plan.plan_details?.dsar);
}

/** Whether the property's product names (`name`, null means none) include the product's name. */
export function hasPropertyProduct(
  property: Pick<Property, 'name'> | { name?: readonly string[] | null } | null | undefined,
  product: PropertyProduct,
): boolean {
  const names: readonly string[] | null | undefined = property?.name;
  return names?.includes(PROPERTY_PRODUCT_NAMES[product]) ?? false;
}

/**
 * Whether the property holds a paid cookie-consent licence: its plan has cookie-consent details
 * whose price is not 0 (a price of "0" marks no paid licence).
 */
export function hasPaidCookieConsentLicence(plan: PropertyPlanDetails | null | undefined): boolean {
  const details = plan?.plan_details?.cookieConsent;
  if (!details) return false;
  return toPrice(details.price) !== 0;
}

/**
 * The access flags (§4 Feature gating): DSAR from the organization plan, Cookie Consent, Consent
 * Preference and Social Fortuna from the property's product names ('Cookie', 'Preference', 'Social').
 */
export function accessFlags(input: {
  organizationPlan?: OrganizationPlanDetails | null;
  property?: Pick<Property, 'name'> | { name?: readonly string[] | null } | null;
}): AccessFlags {
  return {
    dsar: hasDsarAccess(input.organizationPlan),
    cookieConsent: hasPropertyProduct(input.property, 'cookieConsent'),
    consentPreference: hasPropertyProduct(input.property, 'consentPreference'),
    socialFortuna: hasPropertyProduct(input.property, 'socialFortuna'),
  };
}
