/** The help centre's articles: product documentation, shipped with the product (not demo data). */
export interface HelpArticleSeed {
  /** Stable identity: the start-up upsert updates the article with this key (titles may change). */
  key: string;
  title: string;
  summary: string;
  body: string;
  categories: string[];
  reads: number;
}

export const HELP_ARTICLES: readonly HelpArticleSeed[] = [
  {
    key: 'getting-started-company-organization-and-property',
    title: 'Getting started: company, organization and property',
    summary: 'How Privacy Portal is organised and the three things to set up first.',
    categories: ['Getting Started'],
    reads: 120,
    body: `Privacy Portal works in three levels. Your company holds the account, billing and team. Inside it, organizations group the websites of one business unit or legal entity. Each website is a property.

Start with the company details under Settings > Company, then create your first organization under Settings > Organizations, and add the website you want to protect as a property. The Quick Start panel on the welcome page walks you through these steps in order.

Every product page works on one organization and one property at a time. Pick them in the switcher at the top of the page; the choice is remembered for your next visit.`,
  },
  {
    key: 'set-up-your-cookie-banner',
    title: 'Set up your cookie banner',
    summary: 'Design the consent banner your visitors see, in their language, and publish it.',
    categories: ['Cookie Consent'],
    reads: 96,
    body: `Open Cookie Consent > Cookie Banner for the property. Choose the layout (bar or box), the position and your brand colours, and write the notice text. Add a link to your privacy policy: regulators expect the banner to explain what you do with the data.

Accept and Reject must be equally easy to choose under the GDPR. Keep both buttons on the first layer, with the same size and weight.

Each save creates a version; publishing makes it live. If something goes wrong, roll back to an earlier version from the history.`,
  },
  {
    key: 'scan-your-website-for-cookies',
    title: 'Scan your website for cookies',
    summary: 'Find the cookies and trackers your site sets, and keep the list current.',
    categories: ['Cookie Consent'],
    reads: 88,
    body: `The Cookie Scanner visits the pages of your property like a browser and records every cookie and tracker it sees, with the domain that set it and its lifetime.

Review the results in Cookie Category: assign each cookie to a category (strictly necessary, functional, analytics, marketing). Visitors consent by category, so an uncategorised cookie cannot be blocked correctly.

Schedule a monthly scan so new tags added by your marketing team are found before a regulator finds them. Your plan sets how many scans you can run each month.`,
  },
  {
    key: 'block-scripts-until-visitors-consent',
    title: 'Block scripts until visitors consent',
    summary: 'Automatic cookie blocking keeps analytics and marketing tags silent until consent.',
    categories: ['Cookie Consent'],
    reads: 54,
    body: `Consent only counts if nothing is set before it. Turn on Auto Cookie Blocking for the property and add the blocking script as the first script in your page's head.

Tags are released by category once the visitor agrees. Strictly necessary cookies are never blocked.

Use Consent Tracking to check that consents are recorded, and test your site in a private window: no analytics cookie should appear before you accept.`,
  },
  {
    key: 'publish-a-dsar-web-form',
    title: 'Publish a DSAR web form',
    summary: 'Let people exercise their rights through a form on your website.',
    categories: ['DSAR'],
    reads: 77,
    body: `A data subject access request (DSAR) form collects who is asking, what they ask for (access, deletion, correction, opt-out) and how to reach them. Open DSAR > Webforms, create a form and choose the languages you need.

The default form asks for the request type, name, email, country, state, city and request details, and can take a file upload and a captcha. Keep the required fields to what you need to identify the person.

Publish the form and place its link on your privacy page. Requests arrive in DSAR > Requests with their deadline.`,
  },
  {
    key: 'dsar-workflows-and-deadlines',
    title: 'DSAR workflows and deadlines',
    summary: 'Route each request through verification, search and reply before the legal deadline.',
    categories: ['DSAR'],
    reads: 61,
    body: `A workflow is the list of steps a request goes through: verify the identity, search the systems, prepare the answer, reply. Create workflows under DSAR > Workflow and attach one to each web form.

The GDPR gives one month to answer (extendable by two in complex cases); the CCPA gives 45 days. The DSAR dashboard shows requests by status and the ones close to their deadline.

Assign steps to teammates so nothing waits on one person.`,
  },
  {
    key: 'invite-teammates-and-choose-their-role',
    title: 'Invite teammates and choose their role',
    summary: 'Company and organization roles, and what each may do.',
    categories: ['Getting Started', 'Account & Security'],
    reads: 70,
    body: `Invite people from Settings > Team. They receive an email with a link to choose their password; the link works for seven days and can be sent again.

Roles:
Company Owner and Company Administrator manage every organization, billing and the team.
Organization Administrator manages the properties and members of the organizations assigned to them.
Organization View only can read the organizations assigned to them but never change anything.

Only the company roles can buy plans.`,
  },
  {
    key: 'turn-on-two-factor-authentication',
    title: 'Turn on two-factor authentication',
    summary: 'Protect your account with an authenticator app and recovery codes.',
    categories: ['Account & Security'],
    reads: 58,
    body: `Open User Preferences and choose Two-factor authentication. Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy...) and enter the six-digit code it shows to confirm.

You then get ten recovery codes. Store them somewhere safe: each one replaces a code once if you lose your phone.

From then on, logging in asks for a code after your password. Turning two-factor off needs your password.`,
  },
  {
    key: 'build-a-consent-preference-centre',
    title: 'Build a consent preference centre',
    summary: 'Let subscribers choose what they hear from you, with proof of every choice.',
    categories: ['Consent Preference'],
    reads: 42,
    body: `Consent Preference records what each person agreed to, when, and on which wording, so you can prove it later.

Build the preference centre in Preference Build Manager: list the purposes (newsletter, product updates, partner offers), the legal notice for each, and the jurisdictions where it applies. Connect your email or CRM tools in Connection Manager so a withdrawal reaches them.

Consent Records lets you search, export and show the certificate of any consent.`,
  },
  {
    key: 'plans-licences-and-assigning-them',
    title: 'Plans, licences and assigning them',
    summary: 'How subscriptions become licences on organizations and properties.',
    categories: ['Billing'],
    reads: 50,
    body: `Each product is licensed to where it works: DSAR to an organization; Cookie Consent, Consent Preference and Social Fortuna to a property.

Buy a plan from Settings > Billing > Pricing. A subscription holds the number of licences you bought; assign each licence to an organization or property in Settings > Billing > Manage. An unassigned licence gives no access.

Plans start with a 14-day free trial. Upgrading keeps your assignments; the price difference is prorated.`,
  },
  {
    key: 'verify-your-email-address',
    title: 'Verify your email address',
    summary: 'Why we ask, and how to get a new verification link.',
    categories: ['Account & Security'],
    reads: 35,
    body: `We send a verification link when you sign up. Until you open it, a banner reminds you that your email address is not verified.

Choose Verify Now in the banner to get a new link. Links work once and for 48 hours; an older link stops working when a new one is sent.

If no mail arrives, check the spam folder and that the address in User Preferences is right.`,
  },
  {
    key: 'records-of-processing-ropa',
    title: 'Records of processing (ROPA)',
    summary: 'Keep the record of processing activities Article 30 GDPR asks for.',
    categories: ['Getting Started'],
    reads: 28,
    body: `Article 30 of the GDPR asks most companies to keep a record of their processing activities: what personal data, for what purpose, on which legal basis, shared with whom, kept how long.

In ROPA, list your processing activities and link them to assets (systems), vendors, customers and the policies that govern them. Keep it current when a new tool is introduced.`,
  },
];
