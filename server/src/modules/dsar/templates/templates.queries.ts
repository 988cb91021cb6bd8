import type { components } from '@privacy-portal/sdk';
import type { Db } from '../../../db/database.ts';

type Schemas = components['schemas'];
type EmailEvent = Schemas['EmailEvent'];
type FormLocale = Schemas['FormLocale'];

export interface TemplateRow {
  event: EmailEvent;
  language: FormLocale;
  subject: string;
  body: string;
  updated_at: Date;
}

const COLUMNS = ['event', 'language', 'subject', 'body', 'updated_at'] as const;

/** The organization's own texts (the defaults are not stored). */
export function customTemplates(db: Db, orgId: number): Promise<TemplateRow[]> {
  return db('dsar_templates').where({ organization_id: orgId }).select(COLUMNS);
}

export async function customTemplate(
  db: Db,
  orgId: number,
  event: EmailEvent,
  language: FormLocale,
): Promise<TemplateRow | undefined> {
  return db('dsar_templates').where({ organization_id: orgId, event, language }).first(COLUMNS);
}

export async function upsertTemplate(
  db: Db,
  orgId: number,
  key: { event: EmailEvent; language: FormLocale },
  text: { subject: string; body: string },
): Promise<TemplateRow> {
  const [row] = await db('dsar_templates')
    .insert({ organization_id: orgId, ...key, ...text })
    .onConflict(['organization_id', 'event', 'language'])
    .merge({ ...text, updated_at: db.fn.now() })
    .returning(COLUMNS);
  return row as TemplateRow;
}

export async function deleteTemplate(db: Db, orgId: number, event: EmailEvent, language: FormLocale) {
  return db('dsar_templates').where({ organization_id: orgId, event, language }).delete();
}
