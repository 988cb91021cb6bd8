// Types of build.mjs for the TypeScript that imports it (tests, scripts).
export interface EmbedManifest {
  version: string;
  consent: string;
  prefs: string;
  tcf: string;
}
export function buildEmbed(): Promise<EmbedManifest>;
