import type { Knex } from 'knex';

/**
 * Idempotent purchases. A cart (a company's cart lines) has at most one open checkout session, which
 * is answered again to a repeated checkout; the session keeps the provider's page so it can be.
 * Identical cart lines merge into one (a unique key over plan and target), so parallel adds cannot
 * make two. Rows that break the new keys (written before) are closed or merged first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('checkout_sessions', (t) => {
    t.string('provider_session_id', 120);
    t.text('url');
  });
  // Of several open checkouts of one cart only the newest stays payable.
  await knex.raw(`
    UPDATE checkout_sessions s SET status = 'expired'
    WHERE s.status = 'open' AND s.kind = 'checkout' AND EXISTS (
      SELECT 1 FROM checkout_sessions n
      WHERE n.company_id = s.company_id AND n.status = 'open' AND n.kind = 'checkout'
        AND (n.created_at, n.id) > (s.created_at, s.id))`);
  await knex.raw(
    "CREATE UNIQUE INDEX checkout_sessions_one_open ON checkout_sessions (company_id) WHERE status = 'open' AND kind = 'checkout'",
  );

  // Duplicate cart lines become the first one with the quantities added (at most 1000).
  await knex.raw(`
    UPDATE cart_items c SET quantity = LEAST(1000, d.total)
    FROM (
      SELECT MIN(id) AS keep, SUM(quantity) AS total
      FROM cart_items
      GROUP BY company_id, plan_id, COALESCE(target_kind, ''), COALESCE(target_id, 0)
      HAVING COUNT(*) > 1
    ) d
    WHERE c.id = d.keep`);
  await knex.raw(`
    DELETE FROM cart_items c USING cart_items k
    WHERE k.company_id = c.company_id AND k.plan_id = c.plan_id
      AND COALESCE(k.target_kind, '') = COALESCE(c.target_kind, '')
      AND COALESCE(k.target_id, 0) = COALESCE(c.target_id, 0)
      AND k.id < c.id`);
  await knex.raw(
    "CREATE UNIQUE INDEX cart_items_one_line ON cart_items (company_id, plan_id, (COALESCE(target_kind, '')), (COALESCE(target_id, 0)))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS cart_items_one_line');
  await knex.raw('DROP INDEX IF EXISTS checkout_sessions_one_open');
  await knex.schema.alterTable('checkout_sessions', (t) => {
    t.dropColumn('url');
    t.dropColumn('provider_session_id');
  });
}
