/**
 * The test provider's pages: server-rendered, no script (helmet's CSP allows a style tag, not inline
 * scripts), every value escaped, errors announced through an aria-live region.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { escapeHtml } from '../../mail/html.ts';
import type { CheckoutView } from './test-provider.service.ts';

/** Every interpolated value goes through here, numbers and our own labels too: nothing reaches the page raw. */
const e = (value: string | number): string => escapeHtml(String(value));
const usd = (n: number) => e(`$${n.toFixed(2)}`);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)} · Test payment provider</title>
<style>
body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#1d2433;background:#f6f7fb}
h1{font-size:1.4rem}section,form{background:#fff;border:1px solid #dde1ea;border-radius:8px;padding:1rem;margin:0 0 1rem}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.35rem .25rem;border-bottom:1px solid #eef0f5}
td.n,th.n{text-align:right}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #aab2c3;border-radius:6px;font:inherit}
input[aria-invalid=true]{border-color:#b3261e}.row{display:flex;gap:1rem}.row>div{flex:1}
.error{color:#b3261e;font-weight:600}.note{color:#5b6475;font-size:.9rem}
button{margin-top:1rem;padding:.6rem 1.2rem;background:#2451d6;color:#fff;border:0;border-radius:6px;font:inherit;cursor:pointer}
a{color:#2451d6}
</style></head>
<body><p class="note">Test payment provider: no real money moves.</p>
${body}
</body></html>`;
}

export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardForm;
export interface CardErrors {
  /** Shown above the form (declined card, …). */
  form?: string;
  fields?: Partial<Record<CardField, string>>;
}

const FIELD_LABELS: Record<CardField, string> = {
  name: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
};

function cardFields(values: Partial<CardForm>, errors: CardErrors): string {
  const field = (name: CardField, attrs: string) => {
    const error = errors.fields?.[name];
    const id = e(name);
    return `<div><label for="${id}">${e(FIELD_LABELS[name])}</label>
<input id="${id}" name="${id}" value="${e(name === 'cvc' ? '' : (values[name] ?? ''))}" ${attrs}${
      error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
    }>${error ? `<p class="error" id="${id}-error">${e(error)}</p>` : ''}</div>`;
  };
  return `${field('name', 'autocomplete="cc-name" required')}
${field('number', 'autocomplete="cc-number" inputmode="numeric" required')}
<div class="row">${field('expiry', 'autocomplete="cc-exp" placeholder="MM/YY" required')}${field('cvc', 'autocomplete="cc-csc" inputmode="numeric" required')}</div>`;
}

function errorSummary(errors: CardErrors): string {
  const messages = [errors.form, ...Object.values(errors.fields ?? {})].filter(Boolean) as string[];
  return `<div role="alert" aria-live="assertive">${messages.length ? `<p class="error">${messages.map(e).join('<br>')}</p>` : ''}</div>`;
}

export function checkoutPage(
  view: CheckoutView,
  values: Partial<CardForm> = {},
  errors: CardErrors = {},
): string {
  const rows = view.lines
    .map(
      (l) =>
        `<tr><td>${e(l.plan.name)} ${e(l.plan.product_name)} <span class="note">(${e(l.plan.cycle)})</span></td><td class="n">${e(l.quantity)}</td><td class="n">${usd(l.amount)}</td></tr>`,
    )
    .join('\n');
  const discount = view.discount
    ? `<tr><td colspan="2">Promo ${e(view.row.coupon_code ?? '')} (${e(view.percentOff)}% off)</td><td class="n">−${usd(view.discount)}</td></tr>`
    : '';
  return layout(
    'Checkout',
    `<h1>Pay for your order</h1>
<section aria-labelledby="summary"><h2 id="summary">Order summary</h2>
<table><thead><tr><th>Plan</th><th class="n">Licences</th><th class="n">Amount</th></tr></thead>
<tbody>${rows}
<tr><td colspan="2">Subtotal</td><td class="n">${usd(view.subtotal)}</td></tr>${discount}
<tr><th colspan="2">Total due today</th><th class="n">${usd(view.total)}</th></tr></tbody></table></section>
${errorSummary(errors)}
<form method="post" novalidate>
${cardFields(values, errors)}
<button type="submit">Pay ${usd(view.total)}</button>
</form>
<p class="note">Test cards: 4242 4242 4242 4242 or 5555 5555 5555 4444 (any future expiry, any CVC) pay; 4000 0000 0000 0002 is declined.</p>
<p><a href="${e(view.row.cancel_url)}">Cancel and return to the portal</a></p>`,
  );
}

export function cardUpdatePage(
  returnUrl: string,
  values: Partial<CardForm> = {},
  errors: CardErrors = {},
): string {
  return layout(
    'Update card',
    `<h1>Update your card</h1>
${errorSummary(errors)}
<form method="post" novalidate>
${cardFields(values, errors)}
<button type="submit">Save card</button>
</form>
<p><a href="${e(returnUrl)}">Return to the portal</a></p>`,
  );
}

export function portalPage(input: {
  subscriptions: Schemas['Subscription'][];
  invoices: Schemas['Invoice'][];
  card: Schemas['PaymentMethod'] | null;
  cardUrl: string;
  returnUrl: string;
}): string {
  const date = (iso: string | null) => (iso ? e(iso.slice(0, 10)) : '');
  const subs = input.subscriptions.length
    ? `<table><thead><tr><th>Plan</th><th class="n">Licences</th><th>Status</th><th>Period ends</th></tr></thead><tbody>${input.subscriptions
        .map(
          (s) =>
            `<tr><td>${e(s.plan.name)} ${e(s.plan.product_name)} (${e(s.plan.cycle)})</td><td class="n">${e(s.quantity)}</td><td>${e(s.status)}${s.cancel_at_period_end && s.status !== 'canceled' ? ' (cancels at period end)' : ''}</td><td>${date(s.current_period_end)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No subscriptions yet.</p>';
  const invoices = input.invoices.length
    ? `<table><thead><tr><th>Number</th><th>Date</th><th>Status</th><th class="n">Amount</th></tr></thead><tbody>${input.invoices
        .map(
          (i) =>
            `<tr><td>${e(i.number)}</td><td>${date(i.created_at)}</td><td>${e(i.status)}</td><td class="n">${usd(i.amount_due)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No invoices yet.</p>';
  const card = input.card
    ? `${e(input.card.brand)} ending ${e(input.card.last4)}, expires ${e(String(input.card.exp_month).padStart(2, '0'))}/${e(input.card.exp_year)}`
    : 'No card on file.';
  return layout(
    'Billing portal',
    `<h1>Billing portal</h1>
<section aria-labelledby="subs"><h2 id="subs">Subscriptions</h2>${subs}</section>
<section aria-labelledby="inv"><h2 id="inv">Invoices</h2>${invoices}</section>
<section aria-labelledby="card"><h2 id="card">Card</h2><p>${card}</p><p><a href="${e(input.cardUrl)}">Update card</a></p></section>
<p><a href="${e(input.returnUrl)}">Return to the portal</a></p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    title,
    `<h1>${e(title)}</h1><p>${e(message)}</p>${link ? `<p><a href="${e(link.href)}">${e(link.text)}</a></p>` : ''}`,
  );
}
