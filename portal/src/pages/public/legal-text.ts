/**
 * The privacy policy of the portal itself (what it collects about its own users). Blocks are separated
 * by a blank line; a one-line block starting with a number is a heading, as in the terms text.
 */
export const PRIVACY_POLICY_TEXT = `This policy explains what personal data Privacy Portal processes about the people who use the portal (account holders and the team members they invite), why, and what rights they have. The data our customers collect from their own website visitors through our products is processed on their behalf under our data processing agreement and is not covered here.

1. What we collect

Account data: your name, work email address, password (stored only as a salted scrypt hash), role, company, organizations and properties. Security data: login times, the IP address of failed and successful logins, two-factor settings (recovery codes only as hashes) and an audit log of staff access. Billing data: the plan you buy and invoices; card details are handled by our payment provider and never reach our servers. Support data: messages you send through the contact form.

2. Why we use it

To provide the portal you signed up for (contract), to keep accounts secure and to prevent abuse (legitimate interest), to send the emails the service needs such as verification, invitations, password resets and security notices (contract), and to meet tax and accounting duties (legal obligation). We do not sell personal data and we do not use it for advertising.

3. How long we keep it

Account data is kept while the account exists and deleted within 30 days after it is closed. Security logs are kept for 12 months. Invoices are kept for as long as tax law requires.

4. Who receives it

Our hosting provider, our email delivery provider and our payment provider, each under a data processing agreement. Platform staff may view an account only through audited, time-limited access to resolve a support request.

5. Your rights

You may ask for access to, correction, deletion or export of your data, object to processing based on legitimate interest, and complain to your data protection authority. Use the contact form or the Data Subject Request page; we answer within one month.

6. Cookies

The portal itself uses only what it needs to work: your login session and preferences (such as the theme and the selected organization and property) kept in your browser's storage. It sets no advertising or analytics cookies.`;
