// The settings pages (portal-spec §2 "Settings and billing"), shown inside the app shell.
export { CompanyPage } from './CompanyPage.tsx';
export { OrganizationDetailsPage } from './OrganizationDetailsPage.tsx';
export { OrganizationsPage } from './OrganizationsPage.tsx';
export { SettingsPage } from './SettingsPage.tsx';
export { TeamPage } from './TeamPage.tsx';
