import {
  activeSideMenuRoute,
  SIDE_MENU,
  type SideMenuGroup,
  type SideMenuModule,
  sideMenuModuleForPath,
} from '@privacy-portal/ui/SideMenu';

/** What a product screen is for, in a sentence or two, shown until the screen itself arrives. */
export interface ScreenPurpose {
  /** A short headline of the screen's job. */
  headline: string;
  description: string;
}

/** Per module: what the product does, for routes with no entry of their own. */
const MODULE_PURPOSE: Record<SideMenuModule, ScreenPurpose> = {
  'cookie-consent': {
    headline: 'Consent for the cookies on your site',
    description:
      'Cookie Consent scans your property for cookies, sorts them into categories and shows visitors a banner that blocks non-essential cookies until they agree. Every choice is logged as proof of consent.',
  },
  dsar: {
    headline: 'Data subject requests, answered on time',
    description:
      'DSAR takes access, deletion and correction requests through web forms on your site and tracks each one against its legal deadline. Workflows assign the steps, and templates keep your replies consistent.',
  },
  'consent-preference': {
    headline: 'What people agreed to hear from you',
    description:
      'Consent Preference gives people a place to choose which messages and data uses they accept, verifies their choice by email and keeps a record you can export as evidence.',
  },
  'social-fortuna': {
    headline: 'A social widget for your site',
    description:
      'Social Fortuna adds a widget to your site that invites visitors to follow and share, and counts what it brings in.',
  },
  ropa: {
    headline: 'Your record of processing activities',
    description:
      'ROPA keeps the record that GDPR article 30 asks for: each processing activity with its purpose, legal basis, the assets it uses and the parties involved.',
  },
  'data-discovery': {
    headline: 'Where personal data lives',
    description:
      'Data Discovery connects to your databases and storage, scans them for personal data and reports what it found and where.',
  },
};

/** Per side-menu entry route, and for the detail routes that count under an entry. */
const SCREEN_PURPOSE: Record<string, ScreenPurpose> = {
  // Cookie Consent
  '/home/dashboard/cookie-consent': {
    headline: 'Consent at a glance',
    description:
      'The cookie consent dashboard shows how visitors answer your banner: opt-in and opt-out rates over time, consents by country and the state of your last cookie scan.',
  },
  '/cookie-consent/cookie-category/list': {
    headline: 'Cookies sorted by purpose',
    description:
      'Every cookie found on the property is listed here under its category (necessary, functional, analytics, marketing) with its provider and lifetime. Visitors give or refuse consent per category.',
  },
  '/cookie-consent/banner-configuration': {
    headline: 'The banner your visitors see',
    description:
      'Choose the banner’s layout, colours, texts and buttons, and preview it in each language before you publish it to the property.',
  },
  '/cookie-consent/cookie-category/scan-details': {
    headline: 'Find the cookies your site sets',
    description:
      'Start or schedule a scan of the property’s pages and see each scan’s results: the cookies found, on which pages, and which are new since the last scan.',
  },
  '/cookie-consent/auto-cookie-blocking/enables': {
    headline: 'Block cookies until consent',
    description:
      'Turn on automatic blocking so that scripts setting non-essential cookies wait until the visitor consents to their category, without tagging each script by hand.',
  },
  '/cookie-consent/cookie-tracking': {
    headline: 'Proof of every consent',
    description:
      'The consent log records each visitor’s choice with its time, categories, country and banner version, so you can show what was agreed and when.',
  },
  '/cookie-consent/banner-configuration/implementation': {
    headline: 'Put the banner on your site',
    description:
      'Copy the script tag for this property into your site’s head, then check here that the banner loads on your pages.',
  },
  '/cookie-consent/manage-vendors': {
    headline: 'The vendors behind your cookies',
    description:
      'List the third parties whose cookies and scripts run on the property, so the banner can name them and visitors can accept or refuse each one.',
  },
  // DSAR
  '/home/dashboard/ccpa-dsar': {
    headline: 'Requests and deadlines at a glance',
    description:
      'The DSAR dashboard counts requests by type, status and state or country, and shows which ones are close to their legal deadline.',
  },
  '/privacy/dsar/webforms': {
    headline: 'Request forms for your site',
    description:
      'Build the forms people use to ask for their data, its deletion or its correction, in the languages you need, and publish them on the property.',
  },
  '/privacy/dsar/requests': {
    headline: 'Every request with its deadline',
    description:
      'Requests from your web forms arrive here with the requester’s identity check, the days left to answer and the workflow step each one has reached.',
  },
  '/privacy/dsar/workflows': {
    headline: 'The steps a request goes through',
    description:
      'Define the stages of handling a request (verify, collect, review, reply), who works on each and how long each may take.',
  },
  '/privacy/dsar/templates': {
    headline: 'Replies you send again and again',
    description:
      'Write the emails sent to requesters at each stage, with placeholders for their name, request and deadline, so every reply is consistent.',
  },
  '/privacy/dsar/createworkflow': {
    headline: 'A workflow for your requests',
    description:
      'Name the workflow, add its stages in order and set who handles each stage and its time limit. Web forms then send their requests through it.',
  },
  '/privacy/dsar/dsarform': {
    headline: 'A request form for your site',
    description:
      'Pick the form’s fields and request types, its languages, colours and texts, then publish it and link it from your privacy notice.',
  },
  '/privacy/dsar/requests-details': {
    headline: 'One request, from receipt to reply',
    description:
      'The request’s details, the requester’s verification, its stage in the workflow, the messages exchanged and the time left before its deadline.',
  },
  // Consent Preference
  '/home/dashboard/consent-preference': {
    headline: 'Preferences at a glance',
    description:
      'The consent preference dashboard shows how many people opted in or out of each purpose over time and how many consents are still waiting for email verification.',
  },
  '/consent-preference/consent-records': {
    headline: 'Every consent, with its evidence',
    description:
      'Each person’s consents are listed with the purposes chosen, the legal notice shown, how it was verified and its history. Records and proofs can be exported.',
  },
  '/consent-preference/consent-management': {
    headline: 'The preference centre people see',
    description:
      'Build the preference centre: the purposes and channels people can choose, the texts and legal notices shown with them and the look of the page.',
  },
  '/consent-preference/jurisdiction': {
    headline: 'Rules by country and state',
    description:
      'Set which consent rules apply where, for example opt-in in the EU and opt-out in California, so each visitor sees the choices their law requires.',
  },
  '/consent-preference/consent-management/workflows': {
    headline: 'What happens after a choice',
    description:
      'Define what follows a new or changed consent: a verification email, an update to your connected systems or a notice to your team.',
  },
  '/consent-preference/subscription-consent-banner-configuration': {
    headline: 'A subscription banner for your site',
    description:
      'Design the banner that asks visitors to subscribe to your messages and records their consent with the purposes they chose.',
  },
  '/consent-preference/connection-integration': {
    headline: 'Keep your tools in step',
    description:
      'Connect your CRM and email tools so that consents given or withdrawn here reach them, and their unsubscribes come back.',
  },
  '/consent-preference/email-template': {
    headline: 'The emails people receive',
    description:
      'Write the verification and confirmation emails and choose the sender address they come from.',
  },
  '/consent-preference/setup': {
    headline: 'Put preferences on your site',
    description:
      'Copy the snippet or use the API for this property to show the preference centre and subscription banner on your site.',
  },
  // Social Fortuna
  '/social-fortuna/dashboard': {
    headline: 'Your widget’s results',
    description:
      'The Social Fortuna dashboard counts the widget’s views, follows and shares on the property and lists the versions you published.',
  },
  '/social-fortuna/configuration': {
    headline: 'How the widget looks and what it offers',
    description:
      'Choose the networks, texts, colours and position of the widget, then publish the configuration to the property.',
  },
  '/social-fortuna/setup': {
    headline: 'Put the widget on your site',
    description: 'Copy the script tag for this property into your site and check here that the widget loads.',
  },
  // ROPA
  '/ropa/activity': {
    headline: 'Your processing activities',
    description:
      'Record each processing activity with its purpose, legal basis, the data and people concerned, retention period and the assets and parties involved.',
  },
  '/ropa/assets': {
    headline: 'Systems that hold personal data',
    description:
      'List the applications, databases and files used in your processing, with their owner, location and the safeguards in place.',
  },
  '/ropa/entity/vendors': {
    headline: 'Processors working for you',
    description:
      'Record the vendors that process personal data on your behalf, their contracts and where they transfer data.',
  },
  '/ropa/entity/customers': {
    headline: 'Customers you process data for',
    description: 'Record the customers for whom you act as a processor and the processing you do for each.',
  },
  '/ropa/entity/companies': {
    headline: 'Your group companies',
    description:
      'Record the companies of your group that share personal data, their roles and their locations.',
  },
  '/ropa/entity/others': {
    headline: 'Other parties',
    description: 'Record any other recipients of personal data, such as authorities, auditors or advisers.',
  },
  '/ropa/policies': {
    headline: 'Policies behind your processing',
    description:
      'Keep the retention, security and privacy policies that your processing activities refer to, with their versions.',
  },
  // Data Discovery
  '/data-discovery/reports': {
    headline: 'What the scans found',
    description:
      'Reports show where personal data was found in your connected systems, by data type and location, and how that changed between scans.',
  },
  '/data-discovery/connections': {
    headline: 'The systems to scan',
    description:
      'Connect databases, file stores and cloud services with read-only credentials so that discovery jobs can scan them.',
  },
  '/data-discovery/jobs': {
    headline: 'Scans, now and on a schedule',
    description:
      'Start discovery scans on your connections or schedule them, and follow each job’s progress.',
  },
};

/** Screens that are not side-menu entries themselves, with the title they show. */
const DETAIL_TITLES: Record<string, string> = {
  '/cookie-consent/manage-vendors': 'Manage Vendors',
  '/privacy/dsar/createworkflow': 'Create Workflow',
  '/privacy/dsar/dsarform': 'Web Form',
  '/privacy/dsar/requests-details': 'Request Details',
};

export interface ModuleScreen {
  group: SideMenuGroup;
  /** A public screen for the people who gave consent, outside the portal's product area. */
  isPublic: boolean;
  /** The page title: the side-menu entry's label, or the detail screen's own title. */
  title: string;
  purpose: ScreenPurpose;
  /** The module's first entry (its dashboard, or its main list). */
  homeRoute: string;
  /** This screen is the module's first entry. */
  isHome: boolean;
}

function isAtOrBelow(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The consent verification link that people receive by email (portal-spec §2, footer hidden). */
const CONSENT_VERIFY_ROUTE = '/consent-preference/verify';

const CONSENT_VERIFY_PURPOSE: ScreenPurpose = {
  headline: 'Confirming a consent',
  description:
    'People who choose their preferences on your site receive an email with a link to this page. Opening it confirms their email address and marks their consent as verified in your consent records.',
};

/** The module and screen a product path shows, or null outside the product modules. */
export function moduleScreenFor(pathname: string): ModuleScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The verification page is excluded from the side menu but belongs to Consent Preference.
  const module = isAtOrBelow(path, CONSENT_VERIFY_ROUTE) ? 'consent-preference' : sideMenuModuleForPath(path);
  const group = SIDE_MENU.find((g) => g.module === module);
  if (!group) return null;
  const homeRoute = group.entries[0]?.route ?? group.prefixes[0] ?? '/home/welcome';
  if (isAtOrBelow(path, CONSENT_VERIFY_ROUTE)) {
    return {
      group,
      isPublic: true,
      title: 'Consent Verification',
      purpose: CONSENT_VERIFY_PURPOSE,
      homeRoute,
      isHome: false,
    };
  }

  // A detail screen (create workflow, request details…) has its own title and purpose.
  const detail = Object.keys(DETAIL_TITLES).find((route) => isAtOrBelow(path, route));
  const activeRoute = activeSideMenuRoute(group, path);
  const entry = group.entries.find((e) => e.route === activeRoute);
  const key = detail ?? entry?.route;
  return {
    group,
    isPublic: false,
    title: (detail && DETAIL_TITLES[detail]) ?? entry?.label ?? group.label,
    purpose: (key && SCREEN_PURPOSE[key]) || MODULE_PURPOSE[group.module],
    homeRoute,
    isHome: !detail && entry?.route === homeRoute,
  };
}
