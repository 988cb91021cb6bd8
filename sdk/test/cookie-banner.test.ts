import { describe, expect, it } from 'vitest';
import {
  BANNER_TEXT_KEYS,
  type BannerConfig,
  bannerProblems,
  builtInLocale,
  contrastRatio,
  DEFAULT_BANNER_CONFIG,
  DEFAULT_BANNER_TEXTS,
  defaultBannerTexts,
  relativeLuminance,
} from '../src/rules/cookieConsent/banner.ts';
import { LOCALES } from '../src/rules/i18n/locales.ts';

const config = (change: (c: BannerConfig) => void = () => {}): BannerConfig => {
  const c = structuredClone(DEFAULT_BANNER_CONFIG);
  change(c);
  return c;
};
const fields = (c: BannerConfig, tier: Parameters<typeof bannerProblems>[1] = 'enterprise') =>
  bannerProblems(c, tier).map((p) => p.field);

// The contract's maxLength of each text (components/cookie-consent.yaml#/BannerTexts).
const MAX_LENGTH = {
  title: 120,
  message: 2000,
  accept_all: 40,
  reject_all: 40,
  preferences: 40,
  save: 40,
  do_not_sell: 80,
  privacy_policy_label: 60,
} as const;

describe('default banner texts', () => {
  it('has every text in each of the ten languages, within the contract lengths', () => {
    expect(Object.keys(DEFAULT_BANNER_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      for (const key of BANNER_TEXT_KEYS) {
        const text = DEFAULT_BANNER_TEXTS[locale][key] ?? '';
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(text.length, `${locale}.${key}`).toBeLessThanOrEqual(MAX_LENGTH[key]);
        // Plain text: nothing a sanitiser would remove.
        expect(text, `${locale}.${key}`).not.toMatch(/[<>]/);
      }
    }
  });

  it('is translated, not English copied into every language', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const key of ['title', 'message', 'accept_all', 'reject_all', 'do_not_sell'] as const) {
        expect(DEFAULT_BANNER_TEXTS[locale][key], `${locale}.${key}`).not.toBe(DEFAULT_BANNER_TEXTS.en[key]);
      }
    }
    expect(DEFAULT_BANNER_TEXTS.ar.accept_all).toBe('قبول الكل');
    expect(DEFAULT_BANNER_TEXTS.de.reject_all).toBe('Alle ablehnen');
  });

  it('offers the US opt-out with the wording of the law', () => {
    expect(DEFAULT_BANNER_TEXTS.en.do_not_sell).toBe('Do Not Sell or Share My Personal Information');
  });

  it('hands out copies of the built-in texts, by tag in any letter case', () => {
    const texts = defaultBannerTexts('pt-br');
    expect(texts).toEqual(DEFAULT_BANNER_TEXTS['pt-BR']);
    if (texts) texts.title = 'changed';
    expect(DEFAULT_BANNER_TEXTS['pt-BR'].title).toBe('Valorizamos sua privacidade');
    expect(defaultBannerTexts('nl')).toBeUndefined();
    expect(builtInLocale('PT-BR')).toBe('pt-BR');
    expect(builtInLocale('nl')).toBeUndefined();
  });
});

describe('default banner configuration', () => {
  it('is the documented starting point', () => {
    const c = DEFAULT_BANNER_CONFIG;
    expect([c.layout, c.position, c.font, c.button_style]).toEqual([
      'box',
      'bottom-left',
      'system',
      'filled',
    ]);
    expect([c.default_language, c.languages, Object.keys(c.texts)]).toEqual(['en', ['en'], ['en']]);
    expect([c.consent_lifetime_days, c.rejection_lifetime_days, c.reconsent_on_change]).toEqual([
      365,
      180,
      true,
    ]);
    expect([c.regulation, c.regions, c.tcf_enabled, c.gpc_honoured, c.show_branding]).toEqual([
      'gdpr',
      [],
      false,
      true,
      true,
    ]);
    expect(c.consent_mode).toEqual({
      enabled: false,
      mapping: {
        ad_storage: ['marketing'],
        ad_user_data: ['marketing'],
        ad_personalization: ['marketing'],
        analytics_storage: ['analytics'],
        functionality_storage: ['functional'],
        personalization_storage: ['functional'],
        security_storage: ['necessary'],
      },
    });
    expect(c.privacy_policy_url).toBeNull();
  });

  it('shows Reject all beside Accept all', () => {
    expect(DEFAULT_BANNER_CONFIG.texts.en?.accept_all).toBe('Accept all');
    expect(DEFAULT_BANNER_CONFIG.texts.en?.reject_all).toBe('Reject all');
  });

  it('passes every rule on every tier, the free one included', () => {
    for (const tier of ['free', 'basic', 'essentials', 'professional', 'enterprise'] as const) {
      expect(bannerProblems(DEFAULT_BANNER_CONFIG, tier)).toEqual([]);
    }
  });

  it('cannot be changed in place', () => {
    expect(() => {
      (DEFAULT_BANNER_CONFIG.colours as { text: string }).text = '#000000';
    }).toThrow(TypeError);
    expect(Object.isFrozen(DEFAULT_BANNER_CONFIG.texts.en)).toBe(true);
  });
});

describe('colour contrast', () => {
  it('follows the WCAG formula', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the classic lightest grey that still passes AA; #777777 just fails it.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('refuses unreadable text, naming the colour and both values', () => {
    const problems = bannerProblems(
      config((c) => {
        c.colours.text = '#777777';
      }),
      'enterprise',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe('colours.text');
    expect(problems[0]?.reason).toContain('#777777 on #ffffff');
    expect(problems[0]?.reason).toContain('4.4:1');
    expect(problems[0]?.reason).toContain('4.5:1');
    expect(problems[0]?.feature).toBeUndefined();
  });

  it('refuses a button label on its own colour, and links, and outline labels', () => {
    expect(
      fields(
        config((c) => {
          c.colours.accent_text = '#3b82f6';
          c.colours.accent = '#2563eb';
        }),
      ),
    ).toEqual(['colours.accent_text']);
    expect(
      fields(
        config((c) => {
          c.colours.link = '#93c5fd';
        }),
      ),
    ).toEqual(['colours.link']);
    const outline = config((c) => {
      c.button_style = 'outline';
      c.colours.accent = '#93c5fd';
      c.colours.accent_text = '#000000';
    });
    expect(fields(outline)).toEqual(['colours.accent']);
    expect(fields({ ...outline, button_style: 'filled' })).toEqual([]);
  });
});

describe('banner configuration rules', () => {
  it('wants the default language among the languages', () => {
    expect(
      fields(
        config((c) => {
          c.default_language = 'de';
        }),
      ),
    ).toEqual(['default_language']);
  });

  it('wants texts for every language offered', () => {
    expect(
      fields(
        config((c) => {
          c.languages = ['en', 'ar'];
        }),
      ),
    ).toEqual(['texts.ar']);
    expect(
      fields(
        config((c) => {
          c.languages = ['en', 'ar'];
          c.texts.ar = { ...DEFAULT_BANNER_TEXTS.ar };
        }),
      ),
    ).toEqual([]);
  });

  it('knows only the built-in and the custom languages', () => {
    expect(
      fields(
        config((c) => {
          c.languages = ['en', 'nl'];
          c.texts.nl = { ...DEFAULT_BANNER_TEXTS.en };
        }),
      ),
    ).toEqual(['languages.1', 'texts.nl']);
    expect(
      fields(
        config((c) => {
          c.languages = ['en', 'nl'];
          c.custom_languages = [{ tag: 'nl', name: 'Nederlands', dir: 'ltr' }];
          c.texts.nl = { ...DEFAULT_BANNER_TEXTS.en, title: 'Wij respecteren uw privacy' };
        }),
      ),
    ).toEqual([]);
    const misspelt = bannerProblems(
      config((c) => {
        c.languages = ['en', 'pt-br'];
      }),
      'enterprise',
    );
    expect(misspelt.map((p) => [p.field, p.reason])).toEqual([['languages.1', 'must be written pt-BR']]);
  });

  it('wants custom language tags new and unique', () => {
    expect(
      fields(
        config((c) => {
          c.custom_languages = [
            { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
            { tag: 'DE', name: 'German again', dir: 'ltr' },
            { tag: 'NL', name: 'Dutch again', dir: 'ltr' },
          ];
        }),
      ),
    ).toEqual(['custom_languages.1.tag', 'custom_languages.2.tag']);
  });

  it('wants every required text, and the buttons, non-empty', () => {
    expect(
      fields(
        config((c) => {
          const en = c.texts.en;
          if (en) {
            en.reject_all = '   ';
            en.accept_all = '';
            delete en.privacy_policy_label;
          }
        }),
        'professional',
      ),
    ).toEqual(['texts.en.accept_all', 'texts.en.reject_all']);
  });

  it('wants each region once and consent mode signals and categories it knows', () => {
    expect(
      fields(
        config((c) => {
          c.regions = [
            { region: 'EU', regulation: 'gdpr' },
            { region: 'US-CA', regulation: 'us_opt_out' },
            { region: 'EU', regulation: 'none' },
          ];
        }),
      ),
    ).toEqual(['regions.2.region']);
    expect(
      fields(
        config((c) => {
          (c.consent_mode.mapping as Record<string, unknown>).ad_click = ['marketing'];
          (c.consent_mode.mapping as Record<string, unknown>).ad_storage = ['marketing', 'adverts'];
        }),
      ),
    ).toEqual(['consent_mode.mapping.ad_storage.1', 'consent_mode.mapping.ad_click']);
  });

  it('keeps both lifetimes within 1 to 395 days, independently', () => {
    expect(
      fields(
        config((c) => {
          c.consent_lifetime_days = 30;
          c.rejection_lifetime_days = 395;
        }),
      ),
    ).toEqual([]);
    expect(
      fields(
        config((c) => {
          c.consent_lifetime_days = 396;
          c.rejection_lifetime_days = 0;
        }),
      ),
    ).toEqual(['consent_lifetime_days', 'rejection_lifetime_days']);
  });
});

describe('what the plan allows', () => {
  const gated = (c: BannerConfig, tier: Parameters<typeof bannerProblems>[1]) =>
    bannerProblems(c, tier).map((p) => [p.field, p.feature]);

  it('removes the branding from essentials up', () => {
    const c = config((x) => {
      x.show_branding = false;
    });
    expect(gated(c, 'basic')).toEqual([['show_branding', 'remove_branding']]);
    expect(gated(c, 'essentials')).toEqual([]);
  });

  it('offers Google Consent Mode and TCF from essentials up', () => {
    const c = config((x) => {
      x.consent_mode.enabled = true;
      x.tcf_enabled = true;
    });
    expect(gated(c, 'basic')).toEqual([
      ['consent_mode.enabled', 'google_consent_mode'],
      ['tcf_enabled', 'tcf_vendors'],
    ]);
    expect(gated(c, 'essentials')).toEqual([]);
  });

  it('offers regions, the US opt-out and custom languages from basic up', () => {
    const c = config((x) => {
      x.regulation = 'us_opt_out';
      x.regions = [{ region: 'EU', regulation: 'gdpr' }];
      x.custom_languages = [{ tag: 'nl', name: 'Nederlands', dir: 'ltr' }];
    });
    expect(gated(c, 'free')).toEqual([
      ['regions', 'geo_targeting'],
      ['regulation', 'ccpa_opt_out'],
      ['custom_languages', 'advanced_languages'],
    ]);
    expect(gated(c, 'basic')).toEqual([]);
    const perRegion = config((x) => {
      x.regions = [{ region: 'US-CA', regulation: 'us_opt_out' }];
    });
    expect(gated(perRegion, 'free')).toEqual([
      ['regions', 'geo_targeting'],
      ['regions.0.regulation', 'ccpa_opt_out'],
    ]);
  });

  it('keeps the built-in wording on the free plan, in any of the ten languages', () => {
    const edited = config((x) => {
      x.texts.en = { ...DEFAULT_BANNER_TEXTS.en, title: 'Cookies!' };
    });
    expect(gated(edited, 'free')).toEqual([['texts.en', 'advanced_languages']]);
    expect(gated(edited, 'basic')).toEqual([]);
    const german = config((x) => {
      x.languages = ['en', 'de'];
      x.texts.de = { ...DEFAULT_BANNER_TEXTS.de };
    });
    expect(gated(german, 'free')).toEqual([]);
  });

  it('lists the value problems before the plan ones', () => {
    const c = config((x) => {
      x.show_branding = false;
      x.default_language = 'fr';
    });
    expect(gated(c, 'free')).toEqual([
      ['default_language', undefined],
      ['show_branding', 'remove_branding'],
    ]);
  });
});
