/** The portal's name in the header, footer and notices. */
export const PORTAL_NAME = 'Privacy Portal';

/** The external help center of the user menu. */
export const HELP_CENTER_URL = '/gethelp';
