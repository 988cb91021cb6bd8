// The contract's shapes the embed reads and sends (types only: nothing of the sdk is bundled).
import type { components } from '../../../sdk/src/generated/schema.ts';

type Schemas = components['schemas'];
export type PublicBannerConfig = Schemas['PublicBannerConfig'];
export type PublicBannerDetails = Schemas['PublicBannerDetails'];
export type ConsentSubmission = Schemas['ConsentSubmission'];
export type InstallationBeacon = Schemas['InstallationBeacon'];
export type ConsentChoice = Schemas['ConsentChoice'];
export type ConsentModeState = Schemas['ConsentModeState'];
export type ConsentModeSignal = Schemas['ConsentModeSignal'];
export type BannerTexts = Schemas['BannerTexts'];
export type EmbedCategory = Schemas['EmbedCategory'];

/** The visitor's choice as the first-party cookie keeps it. */
export interface StoredChoice {
  id: string;
  version: number;
  granted: string[];
  /** When it was made, ms since the epoch. */
  time: number;
  gpc: boolean;
  choice: ConsentChoice;
}
