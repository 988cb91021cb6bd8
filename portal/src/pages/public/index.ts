// The public pages (portal-spec §1, §2): shown in the PublicLayout, no login needed.
export { ChangelogPage } from './ChangelogPage.tsx';
export { DsarPage } from './DsarPage.tsx';
export { GdprPage } from './GdprPage.tsx';
export { PrivacyPolicyPage, TermsOfServicePage } from './LegalPage.tsx';
export { PartnersPage } from './PartnersPage.tsx';
