import type { Schemas } from '@privacy-portal/sdk';
import { MAX_COOKIE_CATEGORIES } from '@privacy-portal/sdk/cookie-consent';
import type { HttpHandler } from 'msw';
import { cookieConsentScope } from '../../cookieConsent/access.ts';
import { categoryInPath, presentCategory, propertyCategories } from '../../cookieConsent/present.ts';
import type { MockCookieCategory } from '../../cookieConsent/state.ts';
import { plainText } from '../../cookieConsent/text.ts';
import { fieldError, MockApiError } from '../../errors.ts';
import type { HandlerContext } from '../../http.ts';

const NAME_TAKEN = 'A cookie category with this name already exists for this property';
const WRITE = 'change cookie categories';

type Translations = MockCookieCategory['translations'];

/** A text field as plain text; 400 naming the field when only markup was sent where text is required. */
function text(value: string, field: string, required: boolean): string {
  const plain = plainText(value);
  if (required && plain === '') throw fieldError(field, 'must be text, not markup');
  return plain;
}

/** The translations to keep: those given (or kept), English following the category's own texts. */
function translationsFor(
  given: Translations | undefined,
  kept: Translations,
  name: string,
  description: string,
): Translations {
  const base: Translations = {};
  for (const [lang, t] of Object.entries(given ?? kept)) {
    base[lang] = given
      ? {
          name: text(t.name, `translations.${lang}.name`, true),
          description: text(t.description, `translations.${lang}.description`, false),
        }
      : t;
  }
  return { ...base, en: given?.en ? (base.en as Translations[string]) : { name, description } };
}

/** Tag Cookie categories: the five defaults (renamable, not deletable) and custom ones. */
export function categoriesHandlers(ctx: HandlerContext): HttpHandler[] {
  const { state, http } = ctx;
  const cc = state.cookieConsent;
  const nameTaken = (propertyId: number, name: string, except?: number) => {
    const taken = cc.categories.find(
      (c) => c.property_id === propertyId && c.id !== except && c.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken)
      throw new MockApiError(409, 'name_taken', NAME_TAKEN, [
        { in: 'body', field: 'name', reason: 'is already used' },
      ]);
  };
  const show = (row: MockCookieCategory) => presentCategory(cc, row);

  return [
    http.get('/cookiecategory', ({ request, query, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: Number(query.get('pid')) });
      return response(200).json({ response: propertyCategories(cc, property.property_id).map(show) });
    }),
    http.post('/cookiecategory', async ({ request, response }) => {
      const body = await request.json();
      const { property } = cookieConsentScope(ctx, request, { propId: body.pid, write: WRITE });
      const pid = property.property_id;
      const name = text(body.name, 'name', true);
      const description = text(body.description ?? '', 'description', false);
      const translations = translationsFor(body.translations, {}, name, description);
      const existing = propertyCategories(cc, pid);
      if (existing.length >= MAX_COOKIE_CATEGORIES)
        throw new MockApiError(
          409,
          'limit_reached',
          `A property can have at most ${MAX_COOKIE_CATEGORIES} cookie categories`,
        );
      nameTaken(pid, name);
      const row = cc.categories.create((id) => ({
        id,
        property_id: pid,
        key: null,
        name,
        description,
        translations,
        required: false,
        position: Math.max(0, ...existing.map((c) => c.position)) + 1,
      }));
      return response(201).json({ response: show(row) });
    }),
    http.put('/cookiecategory/{pid}/{id}', async ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const category = categoryInPath(cc, property.property_id, Number(params.id));
      const body: Schemas['CookieCategoryInput'] = await request.json();
      const name = text(body.name, 'name', true);
      const description =
        body.description === undefined ? category.description : text(body.description, 'description', false);
      const translations = translationsFor(body.translations, category.translations, name, description);
      nameTaken(property.property_id, name, category.id);
      // A default category keeps its key and whether it is required.
      Object.assign(category, { name, description, translations });
      return response(200).json({ response: show(category) });
    }),
    http.delete('/cookiecategory/{pid}/{id}', ({ request, params, response }) => {
      const { property } = cookieConsentScope(ctx, request, { propId: params.pid, write: WRITE });
      const pid = property.property_id;
      const category = categoryInPath(cc, pid, Number(params.id));
      if (category.key !== null)
        throw new MockApiError(
          409,
          'conflict',
          `${category.name} is a default category and cannot be deleted; rename it or move its cookies instead`,
        );
      // Its cookies and blocking rules move to Unclassified; vendors lose the category.
      const unclassified = cc.categories.find((c) => c.property_id === pid && c.key === 'unclassified');
      const to = unclassified?.id ?? 0;
      for (const c of cc.cookies.list((c) => c.category_id === category.id)) c.category_id = to;
      for (const r of cc.rules.list((r) => r.category_id === category.id)) r.category_id = to;
      for (const v of cc.vendors.list((v) => v.category_id === category.id)) v.category_id = null;
      cc.categories.remove(category.id);
      return response(204).empty();
    }),
  ];
}
