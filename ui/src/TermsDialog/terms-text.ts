/**
 * The default terms the dialog shows (portal-spec §5, §9: the user must be over 18; the liability
 * cap is 100 USD if nothing was purchased). Blocks are separated by a blank line; a one-line block
 * starting with a number ("1. …") is a section heading.
 */
export const TERMS_TEXT = `These Terms and Conditions ("Terms") govern your access to and use of the Privacy Portal, including its Cookie Consent, Data Subject Access Request (DSAR), Consent Preference and Social Fortuna products (together, the "Service"). Please read them carefully. By ticking the box below and selecting "I Agree", you accept these Terms on your own behalf and on behalf of the organization you represent.

1. Eligibility

You must be over 18 years of age to create an account or use the Service. By accepting these Terms you confirm that you are over 18 and that you have the authority to bind the organization on whose behalf you use the Service.

2. Your account

You are responsible for keeping your login credentials confidential and for all activity under your account. Notify us promptly of any unauthorized use. For your security, sessions end automatically after a period of inactivity.

3. Subscriptions, trials and billing

Paid plans are billed monthly or annually in advance, as chosen at checkout. A 14-day free trial may be offered; at the end of the trial the selected plan is charged unless it is cancelled before the trial ends. Upgrades take effect immediately and may be prorated. Fees are non-refundable except where required by law. Plan limits (such as users, properties, forms, requests and workflows) apply as described on the pricing page.

4. Your data and your customers' data

You remain the controller of the personal data you collect through the Service; we process it on your behalf as a processor under our Data Processing Agreement. You are responsible for the lawfulness of your cookie banners, consent texts, request forms and workflows, and for responding to your data subjects within the legal deadlines.

5. Acceptable use

You may not use the Service to break the law, to infringe the rights of others, to send unsolicited messages, to probe or disrupt our systems, or to resell the Service without our written permission. We may suspend accounts that violate these rules.

6. Availability and changes

We aim to keep the Service available at all times but do not guarantee uninterrupted operation. We may change or discontinue features; material changes to these Terms will be announced in the portal, and you will be asked to accept them again.

7. Limitation of liability

To the fullest extent permitted by law, we are not liable for indirect, incidental, special or consequential damages, or for loss of profits, revenue or data. Our total liability arising out of or relating to the Service is limited to the amounts you paid us in the twelve months before the claim or, if you have not purchased anything from us, to 100 USD.

8. Termination

You may stop using the Service at any time and cancel your subscription from the billing settings. We may terminate or suspend access if you breach these Terms. On termination you may export your data for 30 days, after which it is deleted.

9. Governing law

These Terms are governed by the laws of the jurisdiction in which our company is registered, without regard to its conflict-of-law rules. Disputes will be heard by the competent courts of that jurisdiction.

10. Contact

Questions about these Terms can be sent to our support team through the help center in the portal.

By selecting "I Agree" you confirm that you have read and understood these Terms, that you are over 18 years of age, and that you accept them.`;
