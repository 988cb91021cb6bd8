import type { Db } from '../../db/database.ts';

/**
 * Serialises a company's purchases (checkout, trial start) until the transaction ends: a row lock
 * on the company, so a parallel request waits and then sees what the first one wrote.
 */
export async function lockCompany(trx: Db, companyId: number): Promise<void> {
  await trx('companies').where({ id: companyId }).forUpdate().first('id');
}
