/**
 * The cookie banner's defaults and the rules its configuration must meet, shared by the server (which
 * refuses a bad draft), the mocks and the portal (which show the same reasons beside the fields).
 * Browser-safe: no Node APIs. The contract checks shapes and lengths; these rules check what a schema
 * cannot: that the languages agree with each other, that colours are legible, and what the plan allows.
 */
import type { components } from '../../generated/schema.ts';
import type { PlanTier } from '../billing-catalogue.ts';
import { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance } from '../colour.ts';
import { isLocale, LOCALES, type Locale } from '../i18n/locales.ts';
import { isCategoryKey } from './categories.ts';
import { type TierFeature, tierAllows } from './features.ts';

export type BannerConfig = components['schemas']['BannerConfig'];
export type BannerTexts = components['schemas']['BannerTexts'];
export type ConsentModeSignal = components['schemas']['ConsentModeSignal'];
type FieldError = components['schemas']['FieldError'];

/** The texts every language of a banner needs, in the order an editor shows them. */
export const BANNER_TEXT_KEYS = [
  'title',
  'message',
  'accept_all',
  'reject_all',
  'preferences',
  'save',
  'do_not_sell',
  'privacy_policy_label',
] as const satisfies ReadonlyArray<keyof BannerTexts>;

/** The Google Consent Mode v2 signals, the four ad and analytics ones first. */
export const CONSENT_MODE_SIGNALS = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const satisfies readonly ConsentModeSignal[];

// The least contrast the banner's texts may have: WCAG 2.x AA for normal-size text (1.4.3).
export { contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance };

/**
 * The built-in texts in the ten languages. Formal address where the language has one (Sie, vous,
 * usted), as the default cookie categories use. `do_not_sell` is the US state laws' opt-out link
 * (CCPA/CPRA's 'Do Not Sell or Share My Personal Information').
 */
export const DEFAULT_BANNER_TEXTS: Readonly<Record<Locale, Readonly<BannerTexts>>> = {
  en: {
    title: 'We value your privacy',
    message:
      'We use cookies and similar technologies to run this website, to measure how it is used and to personalise content and ads. Choose “Accept all” to allow them all, “Reject all” to allow only those the website needs to work, or “Preferences” to choose by category. You can change your choice at any time.',
    accept_all: 'Accept all',
    reject_all: 'Reject all',
    preferences: 'Preferences',
    save: 'Save my choices',
    do_not_sell: 'Do Not Sell or Share My Personal Information',
    privacy_policy_label: 'Privacy policy',
  },
  de: {
    title: 'Wir respektieren Ihre Privatsphäre',
    message:
      'Wir verwenden Cookies und ähnliche Technologien, um diese Website zu betreiben, ihre Nutzung zu messen und Inhalte sowie Werbung zu personalisieren. Wählen Sie „Alle akzeptieren“, um alle zuzulassen, „Alle ablehnen“, um nur die für den Betrieb der Website erforderlichen zuzulassen, oder „Einstellungen“, um nach Kategorien zu entscheiden. Sie können Ihre Auswahl jederzeit ändern.',
    accept_all: 'Alle akzeptieren',
    reject_all: 'Alle ablehnen',
    preferences: 'Einstellungen',
    save: 'Auswahl speichern',
    do_not_sell: 'Meine personenbezogenen Daten nicht verkaufen oder weitergeben',
    privacy_policy_label: 'Datenschutzerklärung',
  },
  fr: {
    title: 'Nous respectons votre vie privée',
    message:
      'Nous utilisons des cookies et des technologies similaires pour faire fonctionner ce site, mesurer son utilisation et personnaliser les contenus et les publicités. Choisissez « Tout accepter » pour tous les autoriser, « Tout refuser » pour n’autoriser que ceux nécessaires au fonctionnement du site, ou « Préférences » pour choisir par catégorie. Vous pouvez modifier votre choix à tout moment.',
    accept_all: 'Tout accepter',
    reject_all: 'Tout refuser',
    preferences: 'Préférences',
    save: 'Enregistrer mes choix',
    do_not_sell: 'Ne pas vendre ni partager mes informations personnelles',
    privacy_policy_label: 'Politique de confidentialité',
  },
  'pt-BR': {
    title: 'Valorizamos sua privacidade',
    message:
      'Usamos cookies e tecnologias semelhantes para fazer este site funcionar, medir como ele é usado e personalizar conteúdos e anúncios. Escolha “Aceitar todos” para permitir todos, “Rejeitar todos” para permitir apenas os necessários para o funcionamento do site, ou “Preferências” para escolher por categoria. Você pode alterar sua escolha a qualquer momento.',
    accept_all: 'Aceitar todos',
    reject_all: 'Rejeitar todos',
    preferences: 'Preferências',
    save: 'Salvar minhas escolhas',
    do_not_sell: 'Não vender nem compartilhar minhas informações pessoais',
    privacy_policy_label: 'Política de privacidade',
  },
  ar: {
    title: 'نحن نحترم خصوصيتك',
    message:
      'نستخدم ملفات تعريف الارتباط والتقنيات المشابهة لتشغيل هذا الموقع الإلكتروني وقياس كيفية استخدامه وتخصيص المحتوى والإعلانات. اختر «قبول الكل» للسماح بها جميعًا، أو «رفض الكل» للسماح فقط بما يحتاجه الموقع ليعمل، أو «التفضيلات» للاختيار حسب الفئة. يمكنك تغيير اختيارك في أي وقت.',
    accept_all: 'قبول الكل',
    reject_all: 'رفض الكل',
    preferences: 'التفضيلات',
    save: 'حفظ اختياراتي',
    do_not_sell: 'عدم بيع معلوماتي الشخصية أو مشاركتها',
    privacy_policy_label: 'سياسة الخصوصية',
  },
  it: {
    title: 'La tua privacy è importante per noi',
    message:
      'Utilizziamo cookie e tecnologie simili per far funzionare questo sito, misurarne l’utilizzo e personalizzare contenuti e annunci. Scegli «Accetta tutti» per consentirli tutti, «Rifiuta tutti» per consentire solo quelli necessari al funzionamento del sito, oppure «Preferenze» per scegliere per categoria. Puoi modificare la tua scelta in qualsiasi momento.',
    accept_all: 'Accetta tutti',
    reject_all: 'Rifiuta tutti',
    preferences: 'Preferenze',
    save: 'Salva le mie scelte',
    do_not_sell: 'Non vendere né condividere le mie informazioni personali',
    privacy_policy_label: 'Informativa sulla privacy',
  },
  hi: {
    title: 'हम आपकी निजता का सम्मान करते हैं',
    message:
      'हम इस वेबसाइट को चलाने, इसके उपयोग को मापने और सामग्री व विज्ञापनों को वैयक्तिकृत करने के लिए कुकीज़ और इसी तरह की तकनीकों का उपयोग करते हैं। सभी की अनुमति देने के लिए “सभी स्वीकार करें” चुनें, केवल वेबसाइट के काम करने के लिए ज़रूरी कुकीज़ की अनुमति देने के लिए “सभी अस्वीकार करें” चुनें, या श्रेणी के अनुसार चुनने के लिए “प्राथमिकताएँ” चुनें। आप अपना विकल्प कभी भी बदल सकते हैं।',
    accept_all: 'सभी स्वीकार करें',
    reject_all: 'सभी अस्वीकार करें',
    preferences: 'प्राथमिकताएँ',
    save: 'मेरे विकल्प सहेजें',
    do_not_sell: 'मेरी व्यक्तिगत जानकारी न बेचें और न साझा करें',
    privacy_policy_label: 'गोपनीयता नीति',
  },
  zh: {
    title: '我们重视您的隐私',
    message:
      '我们使用 Cookie 及类似技术来运行本网站、衡量网站的使用情况，并对内容和广告进行个性化。选择“全部接受”可允许所有 Cookie，选择“全部拒绝”则仅允许网站运行所必需的 Cookie，选择“偏好设置”可按类别进行选择。您可以随时更改您的选择。',
    accept_all: '全部接受',
    reject_all: '全部拒绝',
    preferences: '偏好设置',
    save: '保存我的选择',
    do_not_sell: '请勿出售或共享我的个人信息',
    privacy_policy_label: '隐私政策',
  },
  ja: {
    title: 'お客様のプライバシーを尊重します',
    message:
      '当社は、本ウェブサイトの運営、利用状況の測定、コンテンツや広告のパーソナライズのために、Cookieおよび類似の技術を使用しています。すべて許可する場合は「すべて同意する」、サイトの動作に必要なものだけを許可する場合は「すべて拒否する」、カテゴリごとに選ぶ場合は「設定」を選択してください。選択内容はいつでも変更できます。',
    accept_all: 'すべて同意する',
    reject_all: 'すべて拒否する',
    preferences: '設定',
    save: '選択内容を保存',
    do_not_sell: '私の個人情報を販売・共有しないでください',
    privacy_policy_label: 'プライバシーポリシー',
  },
  es: {
    title: 'Valoramos su privacidad',
    message:
      'Utilizamos cookies y tecnologías similares para hacer funcionar este sitio web, medir cómo se usa y personalizar el contenido y los anuncios. Elija «Aceptar todas» para permitirlas todas, «Rechazar todas» para permitir solo las necesarias para que el sitio funcione, o «Preferencias» para elegir por categoría. Puede cambiar su elección en cualquier momento.',
    accept_all: 'Aceptar todas',
    reject_all: 'Rechazar todas',
    preferences: 'Preferencias',
    save: 'Guardar mis opciones',
    do_not_sell: 'No vender ni compartir mi información personal',
    privacy_policy_label: 'Política de privacidad',
  },
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * A new property's banner: a box in the bottom-left corner with Accept all and Reject all side by side
 * in one button style (rejecting as easy as accepting), GDPR opt-in everywhere, GPC honoured, Consent
 * Mode off with the usual category mapping ready for when it is switched on. Frozen: take a copy
 * (`structuredClone`) to change it. `privacy_policy_url` is null because a property has no privacy
 * policy address of its own yet; the owner sets it.
 */
export const DEFAULT_BANNER_CONFIG: BannerConfig = deepFreeze({
  layout: 'box',
  position: 'bottom-left',
  colours: {
    background: '#ffffff',
    text: '#1f2937',
    accent: '#1a56db',
    accent_text: '#ffffff',
    link: '#1a56db',
  },
  font: 'system',
  logo_url: null,
  button_style: 'filled',
  default_language: 'en',
  languages: ['en'],
  custom_languages: [],
  texts: { en: { ...DEFAULT_BANNER_TEXTS.en } },
  show_categories: true,
  show_cookies: true,
  consent_lifetime_days: 365,
  rejection_lifetime_days: 180,
  reconsent_on_change: true,
  regulation: 'gdpr',
  regions: [],
  consent_mode: {
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
  },
  tcf_enabled: false,
  gpc_honoured: true,
  show_branding: true,
  privacy_policy_url: null,
} satisfies BannerConfig);

// ---- colours --------------------------------------------------------------------------------------

const HEX = /^#[0-9a-f]{6}$/i;

/** Rounded down, so a ratio just under the minimum never reads as the minimum (4.49 → 4.4). */
const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

function contrastProblem(
  colours: BannerConfig['colours'],
  field: keyof BannerConfig['colours'],
  against: keyof BannerConfig['colours'],
  what: string,
): FieldError | undefined {
  const fg = colours[field];
  const bg = colours[against];
  if (!HEX.test(fg) || !HEX.test(bg)) return undefined;
  const ratio = contrastRatio(fg, bg);
  if (ratio >= MIN_TEXT_CONTRAST) return undefined;
  return {
    in: 'body',
    field: `colours.${field}`,
    reason: `${what} is too hard to read: ${fg} on ${bg} has a contrast of ${ratioText(ratio)}, and needs at least ${MIN_TEXT_CONTRAST}:1 (WCAG AA)`,
  };
}

// ---- languages ------------------------------------------------------------------------------------

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The built-in locale a tag names, whatever its letter case (pt-br → pt-BR). */
export function builtInLocale(tag: string): Locale | undefined {
  return LOCALES.find((locale) => sameTag(locale, tag));
}

/** The built-in texts of a language: its own for the ten, else undefined. */
export function defaultBannerTexts(tag: string): BannerTexts | undefined {
  const locale = builtInLocale(tag);
  return locale ? { ...DEFAULT_BANNER_TEXTS[locale] } : undefined;
}

/** Whether texts are the built-in ones of their language (a free plan cannot change them). */
function isDefaultTexts(tag: string, texts: BannerTexts): boolean {
  if (!isLocale(tag)) return false;
  const defaults = DEFAULT_BANNER_TEXTS[tag];
  return BANNER_TEXT_KEYS.every((key) => (texts[key] ?? '') === (defaults[key] ?? ''));
}

// ---- the rules ------------------------------------------------------------------------------------

/** A field error; `feature` is set when the plan, not the value, is the problem (409 upgrade_required). */
export interface BannerProblem extends FieldError {
  feature?: TierFeature;
}

const LIFETIME_MAX_DAYS = 395;
const REQUIRED_TEXTS = BANNER_TEXT_KEYS.filter((key) => key !== 'privacy_policy_label');

/**
 * Everything wrong with a banner configuration for a plan tier, as field errors naming the field
 * (dotted, inside the config), the value problems first. Problems with `feature` set are the plan's:
 * the configuration is fine on a higher tier. An empty list means the configuration may be saved.
 */
export function bannerProblems(config: BannerConfig, tier: PlanTier): BannerProblem[] {
  const problems: BannerProblem[] = [];
  const add = (field: string, reason: string, feature?: TierFeature) =>
    problems.push(feature ? { in: 'body', field, reason, feature } : { in: 'body', field, reason });

  // Custom languages: each a new tag, not one of the ten under another spelling.
  config.custom_languages.forEach((custom, i) => {
    if (builtInLocale(custom.tag)) {
      add(`custom_languages.${i}.tag`, `is a built-in language (${builtInLocale(custom.tag)})`);
    } else if (config.custom_languages.findIndex((other) => sameTag(other.tag, custom.tag)) < i) {
      add(`custom_languages.${i}.tag`, `is listed twice (${custom.tag})`);
    }
  });
  const known = (tag: string) => isLocale(tag) || config.custom_languages.some((c) => c.tag === tag);

  config.languages.forEach((tag, i) => {
    if (!known(tag)) {
      const locale = builtInLocale(tag);
      add(
        `languages.${i}`,
        locale
          ? `must be written ${locale}`
          : `is neither a built-in language nor one of the custom languages (${tag})`,
      );
    } else if (!config.texts[tag]) {
      add(`texts.${tag}`, `is required: the banner offers ${tag}, so it needs its texts`);
    }
  });
  if (!config.languages.includes(config.default_language)) {
    add('default_language', `must be one of the banner's languages (${config.languages.join(', ')})`);
  }
  for (const [tag, texts] of Object.entries(config.texts)) {
    if (!known(tag)) {
      add(`texts.${tag}`, `is not a language of this banner: add ${tag} as a custom language first`);
      continue;
    }
    for (const key of REQUIRED_TEXTS) {
      if (!(texts[key] ?? '').trim()) add(`texts.${tag}.${key}`, 'must not be empty');
    }
  }

  config.regions.forEach((rule, i) => {
    if (config.regions.findIndex((other) => other.region === rule.region) < i) {
      add(`regions.${i}.region`, `is listed twice (${rule.region})`);
    }
  });

  for (const [signal, categories] of Object.entries(config.consent_mode.mapping)) {
    if (!(CONSENT_MODE_SIGNALS as readonly string[]).includes(signal)) {
      add(`consent_mode.mapping.${signal}`, `is not a Google Consent Mode signal`);
      continue;
    }
    (categories ?? []).forEach((category, i) => {
      if (!isCategoryKey(category)) {
        add(`consent_mode.mapping.${signal}.${i}`, `is not a cookie category (${String(category)})`);
      }
    });
  }

  for (const field of ['consent_lifetime_days', 'rejection_lifetime_days'] as const) {
    const days = config[field];
    if (!Number.isInteger(days) || days < 1 || days > LIFETIME_MAX_DAYS) {
      add(field, `must be a whole number of days from 1 to ${LIFETIME_MAX_DAYS} (13 months)`);
    }
  }

  const { colours } = config;
  for (const problem of [
    contrastProblem(colours, 'text', 'background', 'The text'),
    contrastProblem(colours, 'link', 'background', 'A link'),
    contrastProblem(colours, 'accent_text', 'accent', 'The button text'),
    // Outline buttons write their label in the accent colour on the banner's background.
    config.button_style === 'outline'
      ? contrastProblem(colours, 'accent', 'background', 'An outline button’s label')
      : undefined,
  ]) {
    if (problem) problems.push(problem);
  }

  // The plan: each feature below its tier is refused where it is switched on.
  const gate = (feature: TierFeature, field: string, reason: string) => {
    if (!tierAllows(tier, feature)) add(field, reason, feature);
  };
  if (!config.show_branding)
    gate('remove_branding', 'show_branding', 'removing the branding needs essentials or higher');
  if (config.consent_mode.enabled) {
    gate('google_consent_mode', 'consent_mode.enabled', 'Google Consent Mode needs essentials or higher');
  }
  if (config.tcf_enabled) gate('tcf_vendors', 'tcf_enabled', 'IAB TCF needs essentials or higher');
  if (config.regions.length) gate('geo_targeting', 'regions', 'rules per region need basic or higher');
  if (config.regulation === 'us_opt_out')
    gate('ccpa_opt_out', 'regulation', 'the US opt-out needs basic or higher');
  config.regions.forEach((rule, i) => {
    if (rule.regulation === 'us_opt_out') {
      gate('ccpa_opt_out', `regions.${i}.regulation`, 'the US opt-out needs basic or higher');
    }
  });
  if (config.custom_languages.length) {
    gate('advanced_languages', 'custom_languages', 'custom languages need basic or higher');
  }
  // 'Advanced language edits' and 'dynamic notice text' are basic and up: a free banner keeps the
  // built-in wording of each of the ten languages.
  for (const [tag, texts] of Object.entries(config.texts)) {
    if (isLocale(tag) && !isDefaultTexts(tag, texts)) {
      gate('advanced_languages', `texts.${tag}`, 'editing the banner texts needs basic or higher');
    }
  }
  return problems;
}
