/**
 * Cookie categories of a property: the five defaults (Strictly necessary, Functional, Analytics,
 * Marketing, Unclassified, with their texts in the ten languages) that every licensed property has,
 * and the custom ones a privacy team adds. Defaults can be renamed but keep their key and cannot be
 * deleted; deleting a custom category moves its cookies and blocking rules to Unclassified.
 */
import type { Schemas } from '@privacy-portal/sdk';
import {
  COOKIE_CATEGORY_KEYS,
  DEFAULT_COOKIE_CATEGORIES,
  MAX_COOKIE_CATEGORIES,
} from '@privacy-portal/sdk/cookie-consent';
import type { Db } from '../../../db/database.ts';
import { ApiError, fieldError, notFound } from '../../../http/errors.ts';
import { type Auth, conflictOnDuplicate } from '../../access/access.ts';
import { type CookieConsentScope, cookieConsentScope, type ScopeRequest } from '../cookieConsent.access.ts';
import {
  type CategoryRow,
  type CategoryTranslations,
  countCategories,
  countDefaultCategories,
  defaultCategoryIds,
  deleteCategoryMovingTo,
  findCategory,
  findCountedCategory,
  insertCustomCategory,
  insertDefaultCategories,
  listCategories,
  type NewCategory,
  presentCategory,
  updateCategoryTexts,
} from './categories.queries.ts';
import { plainText } from './plain-text.ts';

const NAME_TAKEN = 'A cookie category with this name already exists for this property';

/** The five default categories as rows: English name and description, every language, banner order. */
function defaultCategoryRows(): NewCategory[] {
  return COOKIE_CATEGORY_KEYS.map((key, position) => {
    const category = DEFAULT_COOKIE_CATEGORIES[key];
    return {
      key,
      name: category.name,
      description: category.texts.en.description,
      translations: { ...category.texts },
      // "required" in the contract: always on, no consent asked; only Strictly necessary is.
      required: !category.consentRequired,
      position,
    };
  });
}

/**
 * Gives the property its five default categories if it lacks any. Cheap when they are there (one
 * count); safe when several requests do it at once (the insert skips rows another one made).
 */
export async function ensureDefaultCategories(db: Db, propertyId: number): Promise<void> {
  if ((await countDefaultCategories(db, propertyId)) >= COOKIE_CATEGORY_KEYS.length) return;
  await insertDefaultCategories(db, propertyId, defaultCategoryRows());
}

/**
 * The access check of every category and cookie operation (cookieConsent.access.ts), then the
 * default categories, so a licensed property always has them before anything reads or writes.
 */
export async function cookieInventoryScope(
  db: Db,
  auth: Auth | null,
  req: ScopeRequest,
): Promise<CookieConsentScope> {
  const scope = await cookieConsentScope(db, auth, req);
  await ensureDefaultCategories(db, scope.property.id);
  return scope;
}

/** The property's Unclassified category (there after ensureDefaultCategories). */
export async function unclassifiedCategoryId(db: Db, propertyId: number): Promise<number> {
  const id = (await defaultCategoryIds(db, propertyId)).get('unclassified');
  if (id === undefined) throw new Error(`property ${propertyId} has no Unclassified category`);
  return id;
}

/** A category of the property named in a body field, or 400 naming that field. */
export async function categoryOfProperty(
  db: Db,
  propertyId: number,
  id: number,
  field = 'category_id',
): Promise<CategoryRow> {
  const category = await findCategory(db, propertyId, id);
  if (!category) throw fieldError(field, 'is not a cookie category of this property');
  return category;
}

/** A text field as plain text; 400 naming the field when nothing but markup was sent where text is required. */
function textField(value: string, field: string, required: boolean): string {
  const text = plainText(value);
  if (required && text === '') throw fieldError(field, 'must be text, not markup');
  return text;
}

function plainTranslations(input: CategoryTranslations): CategoryTranslations {
  const out: CategoryTranslations = {};
  for (const [lang, t] of Object.entries(input)) {
    out[lang] = {
      name: textField(t.name, `translations.${lang}.name`, true),
      description: textField(t.description, `translations.${lang}.description`, false),
    };
  }
  return out;
}

/**
 * The translations to store: the ones given (or kept), with English following the category's own
 * name and description unless an English text was given, so a renamed category reads the same in the
 * banner's English as in the portal.
 */
function translationsFor(
  given: CategoryTranslations | undefined,
  kept: CategoryTranslations,
  name: string,
  description: string,
): CategoryTranslations {
  const base = given ? plainTranslations(given) : kept;
  return {
    ...base,
    en: given?.en ? (base.en as { name: string; description: string }) : { name, description },
  };
}

export async function listCookieCategories(db: Db, propertyId: number): Promise<Schemas['CookieCategory'][]> {
  return (await listCategories(db, propertyId)).map(presentCategory);
}

export async function createCookieCategory(
  db: Db,
  propertyId: number,
  body: Schemas['CookieCategoryInput'],
): Promise<Schemas['CookieCategory']> {
  const name = textField(body.name, 'name', true);
  const description = textField(body.description ?? '', 'description', false);
  const translations = translationsFor(body.translations, {}, name, description);
  if ((await countCategories(db, propertyId)) >= MAX_COOKIE_CATEGORIES) {
    throw new ApiError(
      409,
      'limit_reached',
      `A property can have at most ${MAX_COOKIE_CATEGORIES} cookie categories`,
    );
  }
  const id = await insertCustomCategory(db, propertyId, { name, description, translations }).catch(
    (err: unknown) => conflictOnDuplicate(err, 'name', NAME_TAKEN),
  );
  return presentCategory((await findCountedCategory(db, propertyId, id))!);
}

/** New name, description or translations; a default category keeps its key and its "required". */
export async function updateCookieCategory(
  db: Db,
  propertyId: number,
  id: number,
  body: Schemas['CookieCategoryInput'],
): Promise<Schemas['CookieCategory']> {
  const category = await findCategory(db, propertyId, id);
  if (!category) throw notFound('Cookie category');
  const name = textField(body.name, 'name', true);
  const description =
    body.description === undefined ? category.description : textField(body.description, 'description', false);
  const translations = translationsFor(body.translations, category.translations, name, description);
  await updateCategoryTexts(db, category.id, { name, description, translations }).catch((err: unknown) =>
    conflictOnDuplicate(err, 'name', NAME_TAKEN),
  );
  return presentCategory((await findCountedCategory(db, propertyId, id))!);
}

/** Deletes a custom category; its cookies and blocking rules move to Unclassified in the same transaction. */
export async function deleteCookieCategory(db: Db, propertyId: number, id: number): Promise<void> {
  const category = await findCategory(db, propertyId, id);
  if (!category) throw notFound('Cookie category');
  if (category.key !== null) {
    throw new ApiError(
      409,
      'conflict',
      `${category.name} is a default category and cannot be deleted; rename it or move its cookies instead`,
    );
  }
  await deleteCategoryMovingTo(db, category, await unclassifiedCategoryId(db, propertyId));
}
