/** Shell constants of portal-spec §9 for the organization/property dropdown. */
export const SWITCHER_MAX_COLUMNS = 4;
/** From this many organizations on, the dropdown scrolls instead of growing. */
export const SWITCHER_SCROLL_FROM = 8;
export const SWITCHER_MIN_WIDTH_PX = 250;
export const SWITCHER_PX_PER_CHAR = 10;
export const SWITCHER_MAX_HEIGHT_PX = 500;
/** Names longer than this are truncated to {@link TRUNCATED_NAME_WIDTH_PX}. */
export const NAME_TRUNCATE_AFTER = 15;
export const TRUNCATED_NAME_WIDTH_PX = 70;

/** 1 organization → 1 column … 4 or more → 4 columns. */
export function switcherColumns(organizationCount: number): number {
  return Math.min(SWITCHER_MAX_COLUMNS, Math.max(1, organizationCount));
}

/** Column width: at least 250 px, otherwise 10 px per character of the longest organization name. */
export function switcherColumnWidth(organizationNames: readonly string[]): number {
  const longest = organizationNames.reduce((max, name) => Math.max(max, name.length), 0);
  return Math.max(SWITCHER_MIN_WIDTH_PX, longest * SWITCHER_PX_PER_CHAR);
}

export function switcherScrolls(organizationCount: number): boolean {
  return organizationCount >= SWITCHER_SCROLL_FROM;
}

export function isTruncatedName(name: string): boolean {
  return name.length > NAME_TRUNCATE_AFTER;
}
