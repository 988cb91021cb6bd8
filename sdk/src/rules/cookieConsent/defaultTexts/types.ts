import type { components } from '../../../generated/schema.ts';
import type { CategoryKey, CookieCategoryText } from '../categories.ts';

/** One language's built-in wording: the banner's texts and the five default categories'. */
export interface LocaleDefaults {
  banner: components['schemas']['BannerTexts'];
  categories: Readonly<Record<CategoryKey, CookieCategoryText>>;
}
