/**
 * The embed's public JS API and dataLayer events, as embed/src/consent/main.ts and controller.ts name
 * them. Written here once: when the embed changes a name, this constant is the one place to follow.
 */
export const CONSENT_JS_API = {
  global: 'window.PrivacyPortal',
  methods: [
    {
      name: 'getConsent',
      call: 'window.PrivacyPortal.getConsent()',
      does: 'The visitor’s consent now: { consent_id, choice, granted, denied, gpc, decided }. granted and denied list category keys (necessary, functional, analytics, marketing, unclassified, or c and a custom category’s id); decided is false until the visitor chooses.',
    },
    {
      name: 'onChange',
      call: 'window.PrivacyPortal.onChange(callback)',
      does: 'Calls callback with the new consent each time the visitor chooses or changes their mind. Returns a function that stops the calls.',
    },
    {
      name: 'showPreferences',
      call: 'window.PrivacyPortal.showPreferences()',
      does: 'Opens the preferences, for a “Cookie settings” link in your footer.',
    },
    {
      name: 'acceptAll',
      call: 'window.PrivacyPortal.acceptAll()',
      does: 'Grants every category and records the choice, as the banner’s Accept all does.',
    },
    {
      name: 'rejectAll',
      call: 'window.PrivacyPortal.rejectAll()',
      does: 'Keeps only the strictly necessary and records the choice, as the banner’s Reject all does.',
    },
  ],
  /** The object each event carries: a flag per category key. */
  payload: 'pp_consent',
  events: [
    {
      name: 'pp_consent_ready',
      when: 'Once per page, when the visitor’s consent is known (a stored choice or the region’s default).',
    },
    {
      name: 'pp_consent_update',
      when: 'Each time the visitor chooses in the banner or the preferences.',
    },
  ],
} as const;

/** A short example of both ways in, to copy. */
export const JS_API_EXAMPLE = [
  '<script>',
  '  // Run your code once the visitor has agreed to analytics.',
  '  window.PrivacyPortal?.onChange(function (consent) {',
  "    if (consent.granted.includes('analytics')) startAnalytics();",
  '  });',
  '',
  '  // Or read the dataLayer events, e.g. from Google Tag Manager:',
  "  // { event: 'pp_consent_update', pp_consent: { necessary: true, analytics: true, marketing: false } }",
  '</script>',
  '<a href="#" onclick="window.PrivacyPortal.showPreferences(); return false;">Cookie settings</a>',
].join('\n');
