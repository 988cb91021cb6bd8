export { useDocumentLocale, useLocale, useLocaleChoice, useT } from './hooks.ts';
export { LanguagePicker } from './LanguagePicker.tsx';
export { LocaleProvider } from './LocaleProvider.tsx';
export { LOCALE_STORAGE_KEY } from './locale-storage.ts';
export { Message } from './Message.tsx';
export { Translated } from './Translated.tsx';
