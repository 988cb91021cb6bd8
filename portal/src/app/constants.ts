/** The portal's name in the header, footer and notices. */
export const PORTAL_NAME = 'Privacy Portal';

/** The external help center of the user menu. */
export const HELP_CENTER_URL = '/gethelp';

/** How long a success alert stays (calls-billing-spec §9: alerts dismiss after 5000 ms). */
export const ALERT_DISMISS_MS = 5000;
