import type { Db } from '../../db/database.ts';

export interface AuditEntry {
  actorUserId: number | null;
  subjectUserId: number | null;
  companyId: number | null;
  action: string;
  ip: string;
  meta: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    actor_user_id: entry.actorUserId,
    subject_user_id: entry.subjectUserId,
    company_id: entry.companyId,
    action: entry.action,
    ip: entry.ip.slice(0, 64),
    meta: JSON.stringify(entry.meta),
  });
}
