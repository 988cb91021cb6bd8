/**
 * A publish history, written once for every module that publishes versions of a draft (the cookie
 * banner, DSAR web forms): publish the draft as the next version, list the versions paged, activate an
 * earlier one (rollback), delete one that is not active. Every change locks the owner row first, so
 * parallel publishes take numbers one after another and a deletion never races an activation.
 * What differs per module (its checks, what else it keeps on the owner row) comes in as hooks.
 */
import type { Db } from '../../db/database.ts';
import type { PageInfo, PageQuery } from '../../db/keyset.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import {
  type HistoryVersion,
  insertVersion,
  findVersion as loadVersion,
  lockOwner,
  type OwnerRef,
  type OwnerRow,
  type PublishTables,
  removeVersion,
  setActive,
  versionPage,
} from './publish-history.queries.ts';

export interface PublishHistory {
  tables: PublishTables;
  /** How the 404s name the owner and its versions ('Form', 'Published version'). */
  names: { owner: string; version: string };
  /** The 409's message refusing to delete the active version. */
  activeConflict: (version: number) => string;
}

/** What a module adds to a publish or an activation, inside its transaction. */
export interface PublishHooks<C> {
  /** Runs first (e.g. creates the banner row on a first publish). */
  before?: (trx: Db) => Promise<void>;
  /** Checks what is about to go live (throws to refuse), and prepares what must come with it. */
  check?: (trx: Db, content: C, owner: OwnerRow<C>) => Promise<void> | void;
  /** Columns of the owner row to set with the new active version (a status, the draft on rollback). */
  columns?: (content: C, owner: OwnerRow<C>) => Record<string, unknown>;
  /** Runs last (e.g. flags kept on the property). */
  after?: (trx: Db) => Promise<void>;
}

export function listVersions<C>(
  db: Db,
  h: PublishHistory,
  owner: number,
  paging: PageQuery,
): Promise<{ rows: HistoryVersion<C>[]; page: PageInfo }> {
  return versionPage<C>(db, h.tables, owner, paging);
}

/** Freezes the owner's draft as its next version and makes that the active one. */
export async function publishVersion<C>(
  db: Db,
  h: PublishHistory,
  ref: OwnerRef,
  by: { note: string | null; userId: number },
  hooks: PublishHooks<C> = {},
): Promise<HistoryVersion<C>> {
  return db.transaction(async (trx) => {
    await hooks.before?.(trx);
    const owner = await lockOwner<C>(trx, h.tables, ref);
    if (!owner) throw notFound(h.names.owner);
    await hooks.check?.(trx, owner.draft, owner);
    const version = owner.last_version + 1;
    const id = await insertVersion(trx, h.tables, owner.key, {
      version,
      content: owner.draft,
      note: by.note,
      publishedBy: by.userId,
    });
    await setActive(trx, h.tables, owner.key, id, {
      ...hooks.columns?.(owner.draft, owner),
      last_version: version,
    });
    await hooks.after?.(trx);
    return (await loadVersion<C>(trx, h.tables, owner.key, id)) as HistoryVersion<C>;
  });
}

/** Rollback: an earlier version of the owner's becomes the active one again. */
export async function activateVersion<C>(
  db: Db,
  h: PublishHistory,
  ref: OwnerRef,
  id: number,
  hooks: PublishHooks<C> = {},
): Promise<HistoryVersion<C>> {
  return db.transaction(async (trx) => {
    await hooks.before?.(trx);
    const owner = await lockOwner<C>(trx, h.tables, ref);
    const version = owner && (await loadVersion<C>(trx, h.tables, owner.key, id));
    if (!owner || !version) throw notFound(h.names.version);
    await hooks.check?.(trx, version.content, owner);
    await setActive(trx, h.tables, owner.key, id, hooks.columns?.(version.content, owner) ?? {});
    await hooks.after?.(trx);
    return { ...version, active: true };
  });
}

/** Removes a version from the history; the active one stays (409): what is live would go with it. */
export async function deleteVersion(db: Db, h: PublishHistory, ref: OwnerRef, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const owner = await lockOwner(trx, h.tables, ref);
    const version = owner && (await loadVersion(trx, h.tables, owner.key, id));
    if (!owner || !version) throw notFound(h.names.version);
    if (owner.active_version_id === version.id) {
      throw new ApiError(409, 'conflict', h.activeConflict(version.version));
    }
    await removeVersion(trx, h.tables, owner.key, id);
  });
}
