/** portal-spec §9: rows of 98 px in a list of at most 450 px. Apart from the list, which loads on demand. */
export const NOTIFICATION_ITEM_SIZE = 98;
export const NOTIFICATION_LIST_MAX_HEIGHT = 450;
