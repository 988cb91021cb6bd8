// Types of build.mjs for the TypeScript that imports it (tests, scripts).
export interface EmbedManifest {
  version: string;
  consent: string;
  prefs: string;
  tcf: string;
  /** The hosted DSAR request form's script (a stable name). */
  requestForm: string;
}
export function buildEmbed(): Promise<EmbedManifest>;
