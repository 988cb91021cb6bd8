// The few words the config does not carry, in the ten languages (the placeholder of a held embed).
const LOAD: Record<string, string> = {
  en: 'Load content',
  de: 'Inhalt laden',
  fr: 'Charger le contenu',
  pt: 'Carregar conteúdo',
  ar: 'تحميل المحتوى',
  it: 'Carica contenuto',
  hi: 'सामग्री लोड करें',
  zh: '加载内容',
  ja: 'コンテンツを読み込む',
  es: 'Cargar contenido',
};

export const loadContentLabel = (lang: string): string => LOAD[lang.slice(0, 2)] ?? 'Load content';
