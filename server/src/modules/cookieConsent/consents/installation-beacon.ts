/**
 * The embed's installation beacon: where it runs and whether Consent Mode came before Google's tags.
 * Written at most once a minute per property per replica (the Implementation page shows minutes, and
 * every visitor's first page would otherwise be a write).
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';

const WRITE_EVERY_MS = 60_000;

export interface InstallationRecorder {
  seen(propertyId: number, beacon: Schemas['InstallationBeacon'], at?: Date): Promise<void>;
}

export function createInstallationRecorder(db: Db): InstallationRecorder {
  const lastWrite = new Map<number, number>();
  return {
    async seen(propertyId, beacon, at = new Date()) {
      const last = lastWrite.get(propertyId);
      if (last !== undefined && at.getTime() - last < WRITE_EVERY_MS) return;
      lastWrite.set(propertyId, at.getTime());
      if (lastWrite.size > 50_000) lastWrite.delete(lastWrite.keys().next().value as number);
      const row = {
        property_id: propertyId,
        last_seen_at: at,
        last_seen_url: beacon.page_url,
        consent_mode_first: beacon.consent_mode_first,
        google_tag_before: beacon.google_tag_before,
        embed_version: beacon.embed_version ?? null,
      };
      await db('embed_installations').insert(row).onConflict('property_id').merge();
    },
  };
}
