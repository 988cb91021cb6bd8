/**
 * The consent log's filters, shared by the list and the export: a date range (day-range.ts), a region
 * (a country matches its own records and, for US states, the state's), a choice, a granted category
 * and the GPC signal. Applied to a query on consent_records so the log index
 * (property_id, recorded_at DESC, seq DESC) bounds it.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Knex } from 'knex';
import type { FieldError } from '../../../http/errors.ts';
import { fieldError } from '../../../http/errors.ts';
import { type DayRange, dayRange } from './day-range.ts';

export interface ConsentFilters {
  range: DayRange;
  region?: string | undefined;
  choice?: Schemas['ConsentChoice'] | undefined;
  category?: string | undefined;
  gpc?: boolean | undefined;
}

/** What a caller sends: the list's query or the export's body (same fields). */
export type FilterInput = Schemas['ConsentExportInput'];

const REGION = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

/** Checks what the contract does not already (the export body's region has no pattern there). */
export function consentFilters(input: FilterInput, where: FieldError['in'] = 'query'): ConsentFilters {
  if (input.region !== undefined && !REGION.test(input.region)) {
    throw fieldError('region', 'must be a country code such as DE or a state such as US-CA', where);
  }
  return {
    range: dayRange(input, where),
    region: input.region,
    choice: input.choice,
    category: input.category,
    gpc: input.gpc,
  };
}

/** Adds the filters to a query on consent_records (aliased or not, `t` is the table's name in it). */
export function applyConsentFilters(
  query: Knex.QueryBuilder,
  propertyId: number,
  f: ConsentFilters,
  t = 'consent_records',
): Knex.QueryBuilder {
  query
    .where(`${t}.property_id`, propertyId)
    .andWhere(`${t}.recorded_at`, '>=', f.range.start)
    .andWhere(`${t}.recorded_at`, '<', f.range.end);
  if (f.region !== undefined) {
    const region = f.region;
    // A state (US-CA) is a region; a country (DE, US) matches its records whatever their region.
    if (region.includes('-')) query.andWhere(`${t}.region`, region);
    else query.andWhere((q) => q.where(`${t}.country`, region).orWhere(`${t}.region`, region));
  }
  if (f.choice !== undefined) query.andWhere(`${t}.choice`, f.choice);
  // @> rather than jsonb's ? operator, which knex would read as a binding.
  if (f.category !== undefined) query.andWhereRaw(`${t}.granted @> ?::jsonb`, [JSON.stringify([f.category])]);
  if (f.gpc !== undefined) query.andWhere(`${t}.gpc`, f.gpc);
  return query;
}

/** The filters as stored with an export (jsonb) and read back by its job. */
export function storedFilters(f: ConsentFilters): Schemas['ConsentExportInput'] {
  return {
    from: f.range.from,
    to: f.range.to,
    ...(f.region !== undefined ? { region: f.region } : {}),
    ...(f.choice !== undefined ? { choice: f.choice } : {}),
    ...(f.category !== undefined ? { category: f.category } : {}),
    ...(f.gpc !== undefined ? { gpc: f.gpc } : {}),
  };
}
