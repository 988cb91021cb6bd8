import type { Schemas } from '@privacy-portal/sdk';
import { patternHost, ruleMatches } from '@privacy-portal/sdk/cookie-consent';
import type { HttpHandler } from 'msw';
import { cookieConsentScope, requireFeature } from '../../cookieConsent/access.ts';
import { categoryOfProperty, presentRule } from '../../cookieConsent/present.ts';
import type { MockBlockingRule } from '../../cookieConsent/state.ts';
import { plainText } from '../../cookieConsent/text.ts';
import { MockApiError } from '../../errors.ts';
import { found, type HandlerContext } from '../../http.ts';
import { nowIso } from '../../state.ts';

/**
 * A pattern off the property's site (the server decides by registrable domain; the mock by the last
 * two labels, enough for its fixtures): those rules need 3rd-party blocking.
 */
function thirdParty(pattern: string, propertyUrl: string): boolean {
  const site = (host: string) => host.replace(/:.*$/, '').split('.').slice(-2).join('.');
  const host = patternHost(pattern).replace(/^\*\.?/, '');
  if (!host || host.includes('*')) return true;
  return site(host) !== site(new URL(propertyUrl).hostname);
}

const WRITE = 'change cookie blocking';
const PATTERN_TAKEN = 'A blocking rule with this pattern already exists for this property';

/** Tag Cookie blocking: Auto Cookie Blocking on or off, and the scripts it holds back. */
export function blockingHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const rulesOf = (pid: number) => cc.rules.list((r) => r.property_id === pid);

  /** Third-party script hosts of the last completed scan that no rule blocks yet. */
  const proposed = (pid: number): Schemas['BlockingSettings']['proposed'] => {
    const last = cc.scans
      .list((j) => j.property_id === pid && j.status === 'completed')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
    if (!last) return [];
    const patterns = rulesOf(pid).map((r) => r.pattern);
    const hosts = new Map<string, Schemas['BlockingSettings']['proposed'][number]>();
    for (const script of last.result.scripts) {
      if (patterns.some((p) => ruleMatches(p, script.url)) || hosts.has(script.host)) continue;
      const set = last.result.findings.filter(
        (f) => f.script_url && new URL(f.script_url).host === script.host,
      );
      hosts.set(script.host, {
        host: script.host,
        category_key: set[0]?.category_key ?? null,
        platform: set[0]?.platform ?? null,
        cookies: [...new Set(set.map((f) => f.name))],
      });
    }
    return [...hosts.values()];
  };
  const settings = (pid: number): Schemas['BlockingSettings'] => ({
    enabled: cc.blocking.get(pid)?.enabled ?? false,
    rules: rulesOf(pid).length,
    proposed: proposed(pid),
  });
  const refuseTaken = (pid: number, pattern: string, except?: number) => {
    if (cc.rules.find((r) => r.property_id === pid && r.id !== except && r.pattern === pattern))
      throw new MockApiError(409, 'name_taken', PATTERN_TAKEN, [
        { in: 'body', field: 'pattern', reason: 'is already used' },
      ]);
  };
  const ruleValues = (pid: number, body: Schemas['BlockingRuleInput']) => ({
    pattern: body.pattern.trim(),
    category_id: categoryOfProperty(cc, pid, body.category_id).id,
    source: body.source ?? 'manual',
    description: plainText(body.description ?? ''),
  });
  const show = (row: MockBlockingRule) => presentRule(cc, row);

  return [
    http.get('/tag-list-javascript/{oid}/{pid}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { orgId: params.oid, propId: params.pid });
      return response(200).json({ response: settings(property.property_id) });
    }),
    http.put('/update-tag/{oid}/{pid}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, {
        orgId: params.oid,
        propId: params.pid,
        write: WRITE,
      });
      const { enabled } = await request.json();
      if (enabled) requireFeature(tier, 'script_blocking', 'enabled');
      // Every licensed property has its row (ensureCookieConsent).
      const row = cc.blocking.get(property.property_id);
      if (row) Object.assign(row, { enabled, updated_at: nowIso(state) });
      return response(200).json({ response: settings(property.property_id) });
    }),
    http.get('/cookie-blocking/tag-list/{pid}', ({ request, params, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid });
      const page = cc.rules.page(query, {
        filter: (r) => r.property_id === property.property_id,
        key: (r) => [r.pattern, r.id],
      });
      return response(200).json({ ...page, response: page.response.map(show) });
    }),
    http.post('/cookie-blocking/save-tag-scr/{pid}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const pid = property.property_id;
      const values = ruleValues(pid, await request.json());
      if (thirdParty(values.pattern, property.url)) requireFeature(tier, 'third_party_blocking', 'pattern');
      refuseTaken(pid, values.pattern);
      const row = cc.rules.create((id) => ({ id, property_id: pid, ...values, created_at: nowIso(state) }));
      return response(201).json({ response: show(row) });
    }),
    http.put('/cookie-blocking/update-tag-scr/{pid}', async ({ request, params, response }) => {
      const { property, tier } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const pid = property.property_id;
      const body = await request.json();
      if (thirdParty(body.pattern, property.url)) requireFeature(tier, 'third_party_blocking', 'pattern');
      const rule = found(
        cc.rules.find((r) => r.property_id === pid && r.id === body.id),
        'Blocking rule',
      );
      const values = ruleValues(pid, body);
      refuseTaken(pid, values.pattern, rule.id);
      Object.assign(rule, values);
      return response(200).json({ response: show(rule) });
    }),
    http.delete('/cookie-blocking/delete-tag-scr/{pid}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const rule = found(
        cc.rules.find((r) => r.property_id === property.property_id && r.id === Number(params.id)),
        'Blocking rule',
      );
      cc.rules.remove(rule.id);
      return response(204).empty();
    }),
  ];
}
