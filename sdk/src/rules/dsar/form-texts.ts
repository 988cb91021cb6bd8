// The DSAR web form's default texts in the ten form languages (calls-billing-spec §9): the page's
// title, welcome and footer, the labels of the eleven default fields and of the request and subject
// types, and the messages the public form page shows a visitor.

import type { Locale } from '../i18n/locales.ts';
import type { RequestType, SubjectType } from './form-defaults.ts';
import type { DsarFormTexts } from './form-types.ts';

interface DefaultTexts extends DsarFormTexts {
  labels: {
    subjecttype: string;
    requesttype: string;
    first_name: string;
    last_name: string;
    email: string;
    country: string;
    state: string;
    city: string;
    requestdetails: string;
    fileupload: string;
    captchacontrol: string;
  };
  options: {
    subjecttype: Record<SubjectType, string>;
    requesttype: Record<RequestType, string>;
  };
}

export const DEFAULT_FORM_TEXTS: Readonly<Record<Locale, DsarFormTexts>> = {
  en: {
    title: 'Data Subject Request',
    welcome: 'Please complete the form below to submit your request. We will respond as soon as possible.',
    footer: 'Your Company · 123 Example Street, City · privacy@example.com',
    submit: 'Submit request',
    labels: {
      subjecttype: 'I am a',
      requesttype: 'Request type',
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email address',
      country: 'Country',
      state: 'State / Province',
      city: 'City',
      requestdetails: 'Request details',
      fileupload: 'Attach files',
      captchacontrol: 'Type the characters you see',
    },
    options: {
      subjecttype: {
        customer: 'Customer',
        employee: 'Employee',
        job_applicant: 'Job applicant',
        contractor: 'Contractor',
        other: 'Other',
      },
      requesttype: {
        access: 'Access my data',
        deletion: 'Delete my data',
        correction: 'Correct my data',
        portability: 'Get a copy to take elsewhere',
        opt_out: 'Do not sell or share my data',
        restriction: 'Restrict processing',
        objection: 'Object to processing',
      },
    },
  },
  de: {
    title: 'Betroffenenanfrage',
    welcome:
      'Bitte füllen Sie das folgende Formular aus, um Ihre Anfrage zu stellen. Wir antworten Ihnen so schnell wie möglich.',
    footer: 'Ihr Unternehmen · Musterstraße 123, 12345 Musterstadt · privacy@example.com',
    submit: 'Anfrage absenden',
    labels: {
      subjecttype: 'Ich bin',
      requesttype: 'Art der Anfrage',
      first_name: 'Vorname',
      last_name: 'Nachname',
      email: 'E-Mail-Adresse',
      country: 'Land',
      state: 'Bundesland / Region',
      city: 'Ort',
      requestdetails: 'Details zur Anfrage',
      fileupload: 'Dateien anhängen',
      captchacontrol: 'Geben Sie die angezeigten Zeichen ein',
    },
    options: {
      subjecttype: {
        customer: 'Kunde/Kundin',
        employee: 'Beschäftigte/r',
        job_applicant: 'Bewerber/in',
        contractor: 'Auftragnehmer/in',
        other: 'Sonstiges',
      },
      requesttype: {
        access: 'Auskunft über meine Daten',
        deletion: 'Löschung meiner Daten',
        correction: 'Berichtigung meiner Daten',
        portability: 'Kopie meiner Daten zur Übertragung',
        opt_out: 'Kein Verkauf und keine Weitergabe meiner Daten',
        restriction: 'Einschränkung der Verarbeitung',
        objection: 'Widerspruch gegen die Verarbeitung',
      },
    },
  },
  fr: {
    title: 'Demande relative aux données personnelles',
    welcome:
      'Veuillez remplir le formulaire ci-dessous pour soumettre votre demande. Nous vous répondrons dans les meilleurs délais.',
    footer: 'Votre entreprise · 123 rue de l’Exemple, 75000 Ville · privacy@example.com',
    submit: 'Envoyer la demande',
    labels: {
      subjecttype: 'Je suis',
      requesttype: 'Type de demande',
      first_name: 'Prénom',
      last_name: 'Nom',
      email: 'Adresse e-mail',
      country: 'Pays',
      state: 'État / Province',
      city: 'Ville',
      requestdetails: 'Détails de la demande',
      fileupload: 'Joindre des fichiers',
      captchacontrol: 'Saisissez les caractères affichés',
    },
    options: {
      subjecttype: {
        customer: 'Client(e)',
        employee: 'Salarié(e)',
        job_applicant: 'Candidat(e) à un emploi',
        contractor: 'Prestataire',
        other: 'Autre',
      },
      requesttype: {
        access: 'Accéder à mes données',
        deletion: 'Supprimer mes données',
        correction: 'Rectifier mes données',
        portability: 'Obtenir une copie à transférer ailleurs',
        opt_out: 'Ne pas vendre ni partager mes données',
        restriction: 'Limiter le traitement',
        objection: 'M’opposer au traitement',
      },
    },
  },
  'pt-BR': {
    title: 'Solicitação do titular dos dados',
    welcome: 'Preencha o formulário abaixo para enviar sua solicitação. Responderemos o mais breve possível.',
    footer: 'Sua Empresa · Rua Exemplo, 123, Cidade · privacy@example.com',
    submit: 'Enviar solicitação',
    labels: {
      subjecttype: 'Eu sou',
      requesttype: 'Tipo de solicitação',
      first_name: 'Nome',
      last_name: 'Sobrenome',
      email: 'Endereço de e-mail',
      country: 'País',
      state: 'Estado / Província',
      city: 'Cidade',
      requestdetails: 'Detalhes da solicitação',
      fileupload: 'Anexar arquivos',
      captchacontrol: 'Digite os caracteres que você vê',
    },
    options: {
      subjecttype: {
        customer: 'Cliente',
        employee: 'Funcionário(a)',
        job_applicant: 'Candidato(a) a vaga',
        contractor: 'Prestador(a) de serviços',
        other: 'Outro',
      },
      requesttype: {
        access: 'Acessar meus dados',
        deletion: 'Excluir meus dados',
        correction: 'Corrigir meus dados',
        portability: 'Receber uma cópia para levar a outro serviço',
        opt_out: 'Não vender nem compartilhar meus dados',
        restriction: 'Restringir o tratamento',
        objection: 'Opor-me ao tratamento',
      },
    },
  },
  ar: {
    title: 'طلب صاحب البيانات',
    welcome: 'يُرجى تعبئة النموذج أدناه لتقديم طلبك. وسنرد عليك في أقرب وقت ممكن.',
    footer: 'شركتك · 123 شارع المثال، المدينة · privacy@example.com',
    submit: 'إرسال الطلب',
    labels: {
      subjecttype: 'أنا',
      requesttype: 'نوع الطلب',
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      country: 'الدولة',
      state: 'الولاية / المقاطعة',
      city: 'المدينة',
      requestdetails: 'تفاصيل الطلب',
      fileupload: 'إرفاق ملفات',
      captchacontrol: 'اكتب الأحرف التي تراها',
    },
    options: {
      subjecttype: {
        customer: 'عميل',
        employee: 'موظف',
        job_applicant: 'متقدم لوظيفة',
        contractor: 'متعاقد',
        other: 'غير ذلك',
      },
      requesttype: {
        access: 'الاطلاع على بياناتي',
        deletion: 'حذف بياناتي',
        correction: 'تصحيح بياناتي',
        portability: 'الحصول على نسخة لنقلها إلى جهة أخرى',
        opt_out: 'عدم بيع بياناتي أو مشاركتها',
        restriction: 'تقييد المعالجة',
        objection: 'الاعتراض على المعالجة',
      },
    },
  },
  it: {
    title: 'Richiesta dell’interessato',
    welcome: 'Compili il modulo qui sotto per inviare la sua richiesta. Le risponderemo il prima possibile.',
    footer: 'La tua azienda · Via Esempio 123, 00100 Città · privacy@example.com',
    submit: 'Invia richiesta',
    labels: {
      subjecttype: 'Sono',
      requesttype: 'Tipo di richiesta',
      first_name: 'Nome',
      last_name: 'Cognome',
      email: 'Indirizzo e-mail',
      country: 'Paese',
      state: 'Stato / Provincia',
      city: 'Città',
      requestdetails: 'Dettagli della richiesta',
      fileupload: 'Allega file',
      captchacontrol: 'Digiti i caratteri che vede',
    },
    options: {
      subjecttype: {
        customer: 'Cliente',
        employee: 'Dipendente',
        job_applicant: 'Candidato/a a un impiego',
        contractor: 'Collaboratore esterno',
        other: 'Altro',
      },
      requesttype: {
        access: 'Accedere ai miei dati',
        deletion: 'Cancellare i miei dati',
        correction: 'Rettificare i miei dati',
        portability: 'Ottenere una copia da trasferire altrove',
        opt_out: 'Non vendere né condividere i miei dati',
        restriction: 'Limitare il trattamento',
        objection: 'Oppormi al trattamento',
      },
    },
  },
  hi: {
    title: 'व्यक्तिगत डेटा अनुरोध',
    welcome: 'अपना अनुरोध सबमिट करने के लिए कृपया नीचे दिया गया फ़ॉर्म भरें। हम जल्द से जल्द आपको जवाब देंगे।',
    footer: 'आपकी कंपनी · 123 उदाहरण मार्ग, शहर · privacy@example.com',
    submit: 'अनुरोध सबमिट करें',
    labels: {
      subjecttype: 'मैं हूँ',
      requesttype: 'अनुरोध का प्रकार',
      first_name: 'पहला नाम',
      last_name: 'अंतिम नाम',
      email: 'ईमेल पता',
      country: 'देश',
      state: 'राज्य / प्रांत',
      city: 'शहर',
      requestdetails: 'अनुरोध का विवरण',
      fileupload: 'फ़ाइलें संलग्न करें',
      captchacontrol: 'जो अक्षर आपको दिख रहे हैं, उन्हें टाइप करें',
    },
    options: {
      subjecttype: {
        customer: 'ग्राहक',
        employee: 'कर्मचारी',
        job_applicant: 'नौकरी का आवेदक',
        contractor: 'ठेकेदार',
        other: 'अन्य',
      },
      requesttype: {
        access: 'मेरा डेटा देखना',
        deletion: 'मेरा डेटा हटाना',
        correction: 'मेरा डेटा सुधारना',
        portability: 'कहीं और ले जाने के लिए मेरे डेटा की प्रति पाना',
        opt_out: 'मेरा डेटा न बेचें और न साझा करें',
        restriction: 'प्रोसेसिंग सीमित करना',
        objection: 'प्रोसेसिंग पर आपत्ति करना',
      },
    },
  },
  zh: {
    title: '数据主体权利请求',
    welcome: '请填写以下表单提交您的请求，我们将尽快回复您。',
    footer: '您的公司 · 示例市示例路 123 号 · privacy@example.com',
    submit: '提交请求',
    labels: {
      subjecttype: '我是',
      requesttype: '请求类型',
      first_name: '名',
      last_name: '姓',
      email: '电子邮箱地址',
      country: '国家/地区',
      state: '州/省',
      city: '城市',
      requestdetails: '请求详情',
      fileupload: '上传附件',
      captchacontrol: '请输入您看到的字符',
    },
    options: {
      subjecttype: {
        customer: '客户',
        employee: '员工',
        job_applicant: '求职者',
        contractor: '承包商',
        other: '其他',
      },
      requesttype: {
        access: '访问我的数据',
        deletion: '删除我的数据',
        correction: '更正我的数据',
        portability: '获取数据副本以转移至他处',
        opt_out: '不得出售或共享我的数据',
        restriction: '限制处理',
        objection: '反对处理',
      },
    },
  },
  ja: {
    title: '個人データに関するご請求',
    welcome: '以下のフォームにご記入のうえ、ご請求を送信してください。できる限り速やかにご回答いたします。',
    footer: '会社名 · 〒100-0001 東京都サンプル区サンプル町1-2-3 · privacy@example.com',
    submit: '送信する',
    labels: {
      subjecttype: 'ご本人の区分',
      requesttype: 'ご請求の種類',
      first_name: '名',
      last_name: '姓',
      email: 'メールアドレス',
      country: '国',
      state: '都道府県・州',
      city: '市区町村',
      requestdetails: 'ご請求の詳細',
      fileupload: 'ファイルを添付',
      captchacontrol: '表示されている文字を入力してください',
    },
    options: {
      subjecttype: {
        customer: '顧客',
        employee: '従業員',
        job_applicant: '求職者',
        contractor: '業務委託先',
        other: 'その他',
      },
      requesttype: {
        access: '個人データの開示',
        deletion: '個人データの削除',
        correction: '個人データの訂正',
        portability: '他のサービスへ移すためのデータのコピー',
        opt_out: '個人データの販売・共有の停止',
        restriction: '利用の制限',
        objection: '利用への異議申し立て',
      },
    },
  },
  es: {
    title: 'Solicitud del titular de los datos',
    welcome:
      'Complete el formulario a continuación para enviar su solicitud. Le responderemos lo antes posible.',
    footer: 'Su empresa · Calle Ejemplo 123, Ciudad · privacy@example.com',
    submit: 'Enviar solicitud',
    labels: {
      subjecttype: 'Soy',
      requesttype: 'Tipo de solicitud',
      first_name: 'Nombre',
      last_name: 'Apellidos',
      email: 'Correo electrónico',
      country: 'País',
      state: 'Estado / Provincia',
      city: 'Ciudad',
      requestdetails: 'Detalles de la solicitud',
      fileupload: 'Adjuntar archivos',
      captchacontrol: 'Escriba los caracteres que ve',
    },
    options: {
      subjecttype: {
        customer: 'Cliente',
        employee: 'Empleado/a',
        job_applicant: 'Candidato/a a un empleo',
        contractor: 'Contratista',
        other: 'Otro',
      },
      requesttype: {
        access: 'Acceder a mis datos',
        deletion: 'Eliminar mis datos',
        correction: 'Rectificar mis datos',
        portability: 'Obtener una copia para llevarla a otro servicio',
        opt_out: 'No vender ni compartir mis datos',
        restriction: 'Limitar el tratamiento',
        objection: 'Oponerme al tratamiento',
      },
    },
  },
} satisfies Record<Locale, DefaultTexts>;

/** What the public form page tells a visitor. `{name}` placeholders are filled by formatMessage. */
export interface VisitorMessages {
  required: string;
  invalidEmail: string;
  /** With `{max}` (characters). */
  tooLong: string;
  notAnOption: string;
  invalidDate: string;
  /** With `{max}` (MB). */
  fileTooBig: string;
  /** With `{types}`. */
  fileType: string;
  /** With `{max}`. */
  tooManyFiles: string;
  captchaWrong: string;
  captchaExpired: string;
  formUnavailable: string;
  /** The success page's title. */
  submitted: string;
  /** A confirmation link went to the visitor's address; the request starts once they confirm. */
  checkEmail: string;
  /** The address is confirmed; the request is being handled. */
  verified: string;
  /** The confirmation link is invalid or already used. */
  linkExpired: string;
  chooseLanguage: string;
  selectCountryFirst: string;
  loading: string;
  sending: string;
  retry: string;
  /** The button that shows another captcha image. */
  newCaptcha: string;
  /** With `{types}` and `{max}` (MB). */
  fileHint: string;
}

const NBSP = '\u00a0';

export const VISITOR_MESSAGES: Readonly<Record<Locale, VisitorMessages>> = {
  en: {
    required: 'This field is required.',
    invalidEmail: 'Please enter a valid email address.',
    tooLong: 'Please use at most {max} characters.',
    notAnOption: 'Please choose one of the options.',
    invalidDate: 'Please enter a valid date.',
    fileTooBig: 'Each file may be at most {max} MB.',
    fileType: 'Only these file types are accepted: {types}.',
    tooManyFiles: 'You can attach at most {max} files.',
    captchaWrong: 'The characters do not match the image. Please try again.',
    captchaExpired: 'The image has expired. Please type the characters of the new one.',
    formUnavailable: 'This form is not available at the moment.',
    submitted: 'Your request has been submitted',
    checkEmail:
      'We have sent a confirmation link to your email address. Your request will start once you confirm it.',
    verified: 'Your email address is confirmed. Your request is now being handled.',
    linkExpired: 'This confirmation link is invalid or has already been used.',
    chooseLanguage: 'Language',
    selectCountryFirst: 'Select a country first',
    loading: 'Loading…',
    sending: 'Sending…',
    retry: 'Try again',
    newCaptcha: 'Show another',
    fileHint: 'Accepted types: {types}. Up to {max} MB per file.',
  },
  de: {
    required: 'Dieses Feld ist erforderlich.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    tooLong: 'Bitte verwenden Sie höchstens {max} Zeichen.',
    notAnOption: 'Bitte wählen Sie eine der Optionen.',
    invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
    fileTooBig: 'Jede Datei darf höchstens {max} MB groß sein.',
    fileType: 'Nur diese Dateitypen sind zulässig: {types}.',
    tooManyFiles: 'Sie können höchstens {max} Dateien anhängen.',
    captchaWrong: 'Die Zeichen stimmen nicht mit dem Bild überein. Bitte versuchen Sie es erneut.',
    captchaExpired: 'Das Bild ist abgelaufen. Bitte geben Sie die Zeichen des neuen Bildes ein.',
    formUnavailable: 'Dieses Formular ist derzeit nicht verfügbar.',
    submitted: 'Ihre Anfrage wurde übermittelt',
    checkEmail:
      'Wir haben einen Bestätigungslink an Ihre E-Mail-Adresse gesendet. Ihre Anfrage wird bearbeitet, sobald Sie sie bestätigt haben.',
    verified: 'Ihre E-Mail-Adresse ist bestätigt. Ihre Anfrage wird jetzt bearbeitet.',
    linkExpired: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
    chooseLanguage: 'Sprache',
    selectCountryFirst: 'Wählen Sie zuerst ein Land aus',
    loading: 'Wird geladen…',
    sending: 'Wird gesendet…',
    retry: 'Erneut versuchen',
    newCaptcha: 'Anderes Bild anzeigen',
    fileHint: 'Zulässige Dateitypen: {types}. Bis zu {max} MB pro Datei.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    tooLong: 'Veuillez utiliser au maximum {max} caractères.',
    notAnOption: 'Veuillez choisir l’une des options.',
    invalidDate: 'Veuillez saisir une date valide.',
    fileTooBig: `Chaque fichier ne doit pas dépasser {max}${NBSP}Mo.`,
    fileType: `Seuls ces types de fichiers sont acceptés${NBSP}: {types}.`,
    tooManyFiles: 'Vous pouvez joindre au maximum {max} fichiers.',
    captchaWrong: 'Les caractères ne correspondent pas à l’image. Veuillez réessayer.',
    captchaExpired: 'L’image a expiré. Veuillez saisir les caractères de la nouvelle image.',
    formUnavailable: 'Ce formulaire n’est pas disponible pour le moment.',
    submitted: 'Votre demande a été envoyée',
    checkEmail:
      'Nous avons envoyé un lien de confirmation à votre adresse e-mail. Le traitement de votre demande commencera dès que vous l’aurez confirmée.',
    verified: 'Votre adresse e-mail est confirmée. Votre demande est en cours de traitement.',
    linkExpired: 'Ce lien de confirmation n’est pas valide ou a déjà été utilisé.',
    chooseLanguage: 'Langue',
    selectCountryFirst: 'Sélectionnez d’abord un pays',
    loading: 'Chargement…',
    sending: 'Envoi en cours…',
    retry: 'Réessayer',
    newCaptcha: 'Afficher une autre image',
    fileHint: `Types acceptés${NBSP}: {types}. Jusqu’à {max}${NBSP}Mo par fichier.`,
  },
  'pt-BR': {
    required: 'Este campo é obrigatório.',
    invalidEmail: 'Informe um endereço de e-mail válido.',
    tooLong: 'Use no máximo {max} caracteres.',
    notAnOption: 'Escolha uma das opções.',
    invalidDate: 'Informe uma data válida.',
    fileTooBig: 'Cada arquivo pode ter no máximo {max} MB.',
    fileType: 'Somente estes tipos de arquivo são aceitos: {types}.',
    tooManyFiles: 'Você pode anexar no máximo {max} arquivos.',
    captchaWrong: 'Os caracteres não correspondem à imagem. Tente novamente.',
    captchaExpired: 'A imagem expirou. Digite os caracteres da nova imagem.',
    formUnavailable: 'Este formulário não está disponível no momento.',
    submitted: 'Sua solicitação foi enviada',
    checkEmail:
      'Enviamos um link de confirmação para o seu e-mail. Sua solicitação será iniciada assim que você a confirmar.',
    verified: 'Seu e-mail foi confirmado. Sua solicitação já está sendo atendida.',
    linkExpired: 'Este link de confirmação é inválido ou já foi usado.',
    chooseLanguage: 'Idioma',
    selectCountryFirst: 'Selecione um país primeiro',
    loading: 'Carregando…',
    sending: 'Enviando…',
    retry: 'Tentar novamente',
    newCaptcha: 'Mostrar outra imagem',
    fileHint: 'Tipos aceitos: {types}. Até {max} MB por arquivo.',
  },
  ar: {
    required: 'هذا الحقل مطلوب.',
    invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
    tooLong: 'يُرجى ألا يتجاوز النص {max} حرفًا.',
    notAnOption: 'يُرجى اختيار أحد الخيارات.',
    invalidDate: 'يُرجى إدخال تاريخ صالح.',
    fileTooBig: 'يجب ألا يتجاوز حجم كل ملف {max} ميغابايت.',
    fileType: 'لا تُقبل إلا أنواع الملفات التالية: {types}.',
    tooManyFiles: 'يمكنك إرفاق {max} ملفات كحد أقصى.',
    captchaWrong: 'الأحرف لا تطابق الصورة. يُرجى المحاولة مرة أخرى.',
    captchaExpired: 'انتهت صلاحية الصورة. يُرجى كتابة أحرف الصورة الجديدة.',
    formUnavailable: 'هذا النموذج غير متاح حاليًا.',
    submitted: 'تم إرسال طلبك',
    checkEmail: 'أرسلنا رابط تأكيد إلى بريدك الإلكتروني. وسنبدأ في معالجة طلبك بمجرد تأكيده.',
    verified: 'تم تأكيد بريدك الإلكتروني. طلبك قيد المعالجة الآن.',
    linkExpired: 'رابط التأكيد هذا غير صالح أو سبق استخدامه.',
    chooseLanguage: 'اللغة',
    selectCountryFirst: 'اختر الدولة أولًا',
    loading: 'جارٍ التحميل…',
    sending: 'جارٍ الإرسال…',
    retry: 'إعادة المحاولة',
    newCaptcha: 'عرض صورة أخرى',
    fileHint: 'الأنواع المقبولة: {types}. حتى {max} ميغابايت لكل ملف.',
  },
  it: {
    required: 'Questo campo è obbligatorio.',
    invalidEmail: 'Inserisca un indirizzo e-mail valido.',
    tooLong: 'Usi al massimo {max} caratteri.',
    notAnOption: 'Scelga una delle opzioni.',
    invalidDate: 'Inserisca una data valida.',
    fileTooBig: 'Ogni file può pesare al massimo {max} MB.',
    fileType: 'Sono accettati solo questi tipi di file: {types}.',
    tooManyFiles: 'Può allegare al massimo {max} file.',
    captchaWrong: 'I caratteri non corrispondono all’immagine. Riprovi.',
    captchaExpired: 'L’immagine è scaduta. Digiti i caratteri della nuova immagine.',
    formUnavailable: 'Questo modulo non è disponibile al momento.',
    submitted: 'La sua richiesta è stata inviata',
    checkEmail:
      'Abbiamo inviato un link di conferma al suo indirizzo e-mail. La sua richiesta verrà avviata non appena l’avrà confermata.',
    verified: 'Il suo indirizzo e-mail è confermato. La sua richiesta è ora in lavorazione.',
    linkExpired: 'Questo link di conferma non è valido o è già stato usato.',
    chooseLanguage: 'Lingua',
    selectCountryFirst: 'Selezioni prima un paese',
    loading: 'Caricamento…',
    sending: 'Invio in corso…',
    retry: 'Riprova',
    newCaptcha: 'Mostra un’altra immagine',
    fileHint: 'Tipi accettati: {types}. Fino a {max} MB per file.',
  },
  hi: {
    required: 'यह फ़ील्ड आवश्यक है।',
    invalidEmail: 'कृपया मान्य ईमेल पता दर्ज करें।',
    tooLong: 'कृपया अधिकतम {max} वर्णों का उपयोग करें।',
    notAnOption: 'कृपया दिए गए विकल्पों में से एक चुनें।',
    invalidDate: 'कृपया मान्य तारीख दर्ज करें।',
    fileTooBig: 'हर फ़ाइल अधिकतम {max} MB की हो सकती है।',
    fileType: 'केवल ये फ़ाइल प्रकार स्वीकार किए जाते हैं: {types}।',
    tooManyFiles: 'आप अधिकतम {max} फ़ाइलें संलग्न कर सकते हैं।',
    captchaWrong: 'अक्षर चित्र से मेल नहीं खाते। कृपया फिर से प्रयास करें।',
    captchaExpired: 'चित्र की समय-सीमा समाप्त हो गई है। कृपया नए चित्र के अक्षर टाइप करें।',
    formUnavailable: 'यह फ़ॉर्म अभी उपलब्ध नहीं है।',
    submitted: 'आपका अनुरोध सबमिट हो गया है',
    checkEmail: 'हमने आपके ईमेल पते पर एक पुष्टि लिंक भेजा है। आपके पुष्टि करते ही आपके अनुरोध पर काम शुरू हो जाएगा।',
    verified: 'आपके ईमेल पते की पुष्टि हो गई है। आपके अनुरोध पर अब कार्रवाई की जा रही है।',
    linkExpired: 'यह पुष्टि लिंक अमान्य है या पहले ही उपयोग किया जा चुका है।',
    chooseLanguage: 'भाषा',
    selectCountryFirst: 'पहले देश चुनें',
    loading: 'लोड हो रहा है…',
    sending: 'भेजा जा रहा है…',
    retry: 'फिर से प्रयास करें',
    newCaptcha: 'दूसरा चित्र दिखाएँ',
    fileHint: 'स्वीकृत प्रकार: {types}। प्रति फ़ाइल अधिकतम {max} MB।',
  },
  zh: {
    required: '此项为必填项。',
    invalidEmail: '请输入有效的电子邮箱地址。',
    tooLong: '最多可输入 {max} 个字符。',
    notAnOption: '请从选项中选择一项。',
    invalidDate: '请输入有效的日期。',
    fileTooBig: '每个文件不得超过 {max} MB。',
    fileType: '仅接受以下文件类型：{types}。',
    tooManyFiles: '最多可上传 {max} 个文件。',
    captchaWrong: '输入的字符与图片不符，请重试。',
    captchaExpired: '图片已过期，请输入新图片中的字符。',
    formUnavailable: '此表单暂时无法使用。',
    submitted: '您的请求已提交',
    checkEmail: '我们已向您的电子邮箱发送确认链接。您确认后，我们将开始处理您的请求。',
    verified: '您的电子邮箱已确认，我们正在处理您的请求。',
    linkExpired: '此确认链接无效或已被使用。',
    chooseLanguage: '语言',
    selectCountryFirst: '请先选择国家/地区',
    loading: '正在加载…',
    sending: '正在发送…',
    retry: '重试',
    newCaptcha: '换一张',
    fileHint: '支持的类型：{types}。每个文件不超过 {max} MB。',
  },
  ja: {
    required: 'この項目は必須です。',
    invalidEmail: '有効なメールアドレスを入力してください。',
    tooLong: '{max} 文字以内で入力してください。',
    notAnOption: '選択肢から選んでください。',
    invalidDate: '有効な日付を入力してください。',
    fileTooBig: '各ファイルのサイズは {max} MB までです。',
    fileType: '添付できるファイル形式は次のとおりです：{types}。',
    tooManyFiles: '添付できるファイルは {max} 個までです。',
    captchaWrong: '入力された文字が画像と一致しません。もう一度お試しください。',
    captchaExpired: '画像の有効期限が切れました。新しい画像の文字を入力してください。',
    formUnavailable: 'このフォームは現在ご利用いただけません。',
    submitted: 'ご請求を受け付けました',
    checkEmail:
      'ご入力のメールアドレスに確認用のリンクをお送りしました。ご確認いただいた時点で、ご請求への対応を開始します。',
    verified: 'メールアドレスが確認されました。現在、ご請求に対応しております。',
    linkExpired: 'この確認用リンクは無効か、すでに使用されています。',
    chooseLanguage: '言語',
    selectCountryFirst: '先に国を選択してください',
    loading: '読み込み中…',
    sending: '送信中…',
    retry: '再試行',
    newCaptcha: '別の画像を表示',
    fileHint: '対応形式：{types}。1 ファイルあたり {max} MB まで。',
  },
  es: {
    required: 'Este campo es obligatorio.',
    invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
    tooLong: 'Utilice como máximo {max} caracteres.',
    notAnOption: 'Elija una de las opciones.',
    invalidDate: 'Introduzca una fecha válida.',
    fileTooBig: 'Cada archivo puede ocupar como máximo {max} MB.',
    fileType: 'Solo se aceptan estos tipos de archivo: {types}.',
    tooManyFiles: 'Puede adjuntar como máximo {max} archivos.',
    captchaWrong: 'Los caracteres no coinciden con la imagen. Inténtelo de nuevo.',
    captchaExpired: 'La imagen ha caducado. Escriba los caracteres de la nueva imagen.',
    formUnavailable: 'Este formulario no está disponible en este momento.',
    submitted: 'Su solicitud se ha enviado',
    checkEmail:
      'Le hemos enviado un enlace de confirmación a su correo electrónico. Su solicitud se tramitará en cuanto la confirme.',
    verified: 'Su dirección de correo electrónico está confirmada. Ya estamos tramitando su solicitud.',
    linkExpired: 'Este enlace de confirmación no es válido o ya se ha utilizado.',
    chooseLanguage: 'Idioma',
    selectCountryFirst: 'Seleccione primero un país',
    loading: 'Cargando…',
    sending: 'Enviando…',
    retry: 'Reintentar',
    newCaptcha: 'Mostrar otra imagen',
    fileHint: 'Tipos aceptados: {types}. Hasta {max} MB por archivo.',
  },
};

/** Fills `{name}` placeholders; a placeholder without a value stays as it is. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
