/**
 * The few words of the banner that are not the owner's texts (the language picker's name, the
 * strictly necessary category's state, the cookie list), in the ten languages; other tags get English.
 */
export interface PreviewWords {
  language: string;
  alwaysActive: string;
  cookies: string;
  /** The floating button that reopens the banner after a choice. */
  reopen: string;
}

const WORDS: Readonly<Record<string, PreviewWords>> = {
  en: { language: 'Language', alwaysActive: 'Always active', cookies: 'Cookies', reopen: 'Cookie settings' },
  de: {
    language: 'Sprache',
    alwaysActive: 'Immer aktiv',
    cookies: 'Cookies',
    reopen: 'Cookie-Einstellungen',
  },
  fr: {
    language: 'Langue',
    alwaysActive: 'Toujours actif',
    cookies: 'Cookies',
    reopen: 'Paramètres des cookies',
  },
  'pt-BR': {
    language: 'Idioma',
    alwaysActive: 'Sempre ativo',
    cookies: 'Cookies',
    reopen: 'Configurações de cookies',
  },
  ar: {
    language: 'اللغة',
    alwaysActive: 'نشط دائمًا',
    cookies: 'ملفات تعريف الارتباط',
    reopen: 'إعدادات ملفات تعريف الارتباط',
  },
  it: { language: 'Lingua', alwaysActive: 'Sempre attivo', cookies: 'Cookie', reopen: 'Impostazioni cookie' },
  hi: { language: 'भाषा', alwaysActive: 'हमेशा सक्रिय', cookies: 'कुकीज़', reopen: 'कुकी सेटिंग्स' },
  zh: { language: '语言', alwaysActive: '始终启用', cookies: 'Cookie', reopen: 'Cookie 设置' },
  ja: { language: '言語', alwaysActive: '常に有効', cookies: 'Cookie', reopen: 'Cookie 設定' },
  es: {
    language: 'Idioma',
    alwaysActive: 'Siempre activo',
    cookies: 'Cookies',
    reopen: 'Configuración de cookies',
  },
};

export function previewWords(tag: string): PreviewWords {
  return WORDS[tag] ?? WORDS[tag.split('-')[0] ?? ''] ?? (WORDS.en as PreviewWords);
}
