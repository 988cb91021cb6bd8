// The words of the hosted request form that sdk VISITOR_MESSAGES does not hold (those come with the
// form's answer as `messages`, and from the bundled table where there is no form: the confirmation page,
// a form that cannot be loaded). In the ten form languages; German and the others address the visitor
// formally, as the form texts do.
import { isLocale, type Locale, matchLocale } from '../../../sdk/src/rules/i18n/locales.ts';

export interface Words {
  /** The heading of the list of problems after a refused submission. */
  errorSummary: string;
  /** With `{reference}`. */
  reference: string;
  /** Above the fields: what the asterisk means. */
  requiredNote: string;
  /** The empty first entry of a list. */
  choose: string;
  /** The captcha image's text alternative. */
  captchaImage: string;
  /** The request (or the confirmation) did not reach the server. */
  networkError: string;
  /** 429: too many tries from this address. */
  busy: string;
}

export const WORDS: Readonly<Record<Locale, Words>> = {
  en: {
    errorSummary: 'Please check the following',
    reference: 'Reference: {reference}',
    requiredNote: 'Fields marked * are required.',
    choose: 'Select…',
    captchaImage: 'Image of the characters to type',
    networkError: 'Your request could not be sent. Please check your connection and try again.',
    busy: 'Too many attempts. Please wait a minute and try again.',
  },
  de: {
    errorSummary: 'Bitte prüfen Sie Folgendes',
    reference: 'Referenznummer: {reference}',
    requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    choose: 'Bitte auswählen…',
    captchaImage: 'Bild mit den einzugebenden Zeichen',
    networkError:
      'Ihre Anfrage konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    busy: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  fr: {
    errorSummary: 'Veuillez vérifier les points suivants',
    reference: 'Référence\u00a0: {reference}',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
    choose: 'Sélectionnez…',
    captchaImage: 'Image des caractères à saisir',
    networkError: 'Votre demande n’a pas pu être envoyée. Veuillez vérifier votre connexion et réessayer.',
    busy: 'Trop de tentatives. Veuillez patienter une minute et réessayer.',
  },
  'pt-BR': {
    errorSummary: 'Verifique os itens a seguir',
    reference: 'Referência: {reference}',
    requiredNote: 'Os campos marcados com * são obrigatórios.',
    choose: 'Selecione…',
    captchaImage: 'Imagem dos caracteres a digitar',
    networkError: 'Não foi possível enviar sua solicitação. Verifique sua conexão e tente novamente.',
    busy: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  },
  ar: {
    errorSummary: 'يرجى التحقق مما يلي',
    reference: 'الرقم المرجعي: {reference}',
    requiredNote: 'الحقول المميزة بعلامة * مطلوبة.',
    choose: 'اختر…',
    captchaImage: 'صورة الأحرف المطلوب كتابتها',
    networkError: 'تعذّر إرسال طلبك. يرجى التحقق من اتصالك ثم المحاولة مرة أخرى.',
    busy: 'محاولات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  },
  it: {
    errorSummary: 'Controlla quanto segue',
    reference: 'Riferimento: {reference}',
    requiredNote: 'I campi contrassegnati con * sono obbligatori.',
    choose: 'Seleziona…',
    captchaImage: 'Immagine dei caratteri da digitare',
    networkError: 'Non è stato possibile inviare la richiesta. Controlla la connessione e riprova.',
    busy: 'Troppi tentativi. Attendi un minuto e riprova.',
  },
  hi: {
    errorSummary: 'कृपया निम्नलिखित की जाँच करें',
    reference: 'संदर्भ संख्या: {reference}',
    requiredNote: '* से चिह्नित फ़ील्ड आवश्यक हैं।',
    choose: 'चुनें…',
    captchaImage: 'टाइप किए जाने वाले अक्षरों का चित्र',
    networkError: 'आपका अनुरोध भेजा नहीं जा सका। कृपया अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
    busy: 'बहुत अधिक प्रयास। कृपया एक मिनट प्रतीक्षा करें और फिर से प्रयास करें।',
  },
  zh: {
    errorSummary: '请检查以下内容',
    reference: '参考编号：{reference}',
    requiredNote: '标有 * 的字段为必填项。',
    choose: '请选择…',
    captchaImage: '需要输入的字符图片',
    networkError: '无法发送您的请求。请检查网络连接后重试。',
    busy: '尝试次数过多。请等待一分钟后重试。',
  },
  ja: {
    errorSummary: '次の項目を確認してください',
    reference: '受付番号：{reference}',
    requiredNote: '* の付いた項目は必須です。',
    choose: '選択してください…',
    captchaImage: '入力する文字の画像',
    networkError: 'リクエストを送信できませんでした。接続を確認して、もう一度お試しください。',
    busy: '試行回数が多すぎます。1 分ほど待ってから、もう一度お試しください。',
  },
  es: {
    errorSummary: 'Revise lo siguiente',
    reference: 'Referencia: {reference}',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    choose: 'Seleccione…',
    captchaImage: 'Imagen de los caracteres que debe escribir',
    networkError: 'No se pudo enviar su solicitud. Compruebe su conexión e inténtelo de nuevo.',
    busy: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
  },
};

/** One of the ten for a language tag (its exact tag, else its language: pt-PT → pt-BR), else English. */
export function localeOf(tag: string): Locale {
  return isLocale(tag) ? tag : (matchLocale([tag]) ?? 'en');
}
