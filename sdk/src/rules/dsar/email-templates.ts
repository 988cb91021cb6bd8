// The e-mails a requester gets, per event, in the ten form languages (issue 15, "Custom templates"). An
// organization may replace any of them; these are the defaults. Variables are written {{name}}; the server
// fills them when it sends and the portal's preview uses SAMPLE_VARIABLES.

import type { Locale } from '../i18n/locales.ts';
import type { FieldProblem } from './form-types.ts';

export const EMAIL_EVENTS = [
  'received',
  'verify_identity',
  'acknowledgement',
  'extension',
  'completed',
  'rejected',
] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

/** What a template may say, with what each stands for (shown beside the editor). */
export const TEMPLATE_VARIABLES = {
  request_id: 'The request’s reference, such as DSAR-000123',
  requester_name: 'The requester’s first and last name',
  first_name: 'The requester’s first name',
  request_type: 'What was asked for, such as Access my data',
  received_date: 'The day the request arrived',
  due_date: 'The day the answer is due',
  extended_due_date: 'The new due date after an extension',
  extension_reason: 'Why the time was extended',
  outcome: 'The note given when the request was completed or rejected',
  verify_link: 'The link that confirms the requester’s e-mail address',
  organization: 'Your organization’s name',
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

/** The values a preview fills in. */
export const SAMPLE_VARIABLES: Readonly<Record<TemplateVariable, string>> = {
  request_id: 'DSAR-000123',
  requester_name: 'Alex Example',
  first_name: 'Alex',
  request_type: 'Access my data',
  received_date: '2026-11-02',
  due_date: '2026-12-02',
  extended_due_date: '2027-02-02',
  extension_reason: 'The request covers several systems that take longer to search.',
  outcome: 'The copy of your data is attached to this e-mail.',
  verify_link: 'https://privacy.example.com/privacy-request/verify?token=sample',
  organization: 'Example Ltd',
};

export interface EmailText {
  subject: string;
  body: string;
}

type Texts = Record<EmailEvent, EmailText>;

export const DEFAULT_EMAIL_TEMPLATES: Readonly<Record<Locale, Texts>> = {
  en: {
    received: {
      subject: 'We received your request {{request_id}}',
      body: 'Dear {{requester_name}},\n\nthank you for your request ({{request_type}}), received on {{received_date}}. We will answer by {{due_date}}.\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'Please confirm your e-mail address for request {{request_id}}',
      body: 'Dear {{requester_name}},\n\nto make sure the request comes from you, please confirm your e-mail address with this link:\n{{verify_link}}\n\nWe start work on your request once you have confirmed it. If you did not make this request, ignore this e-mail.\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'Your request {{request_id}} is being handled',
      body: 'Dear {{requester_name}},\n\nthank you for confirming your e-mail address. We are working on your request ({{request_type}}) and will answer by {{due_date}}.\n\n{{organization}}',
    },
    extension: {
      subject: 'More time for your request {{request_id}}',
      body: 'Dear {{requester_name}},\n\nwe need more time to answer your request. The new date is {{extended_due_date}}.\n\nThe reason: {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'Your request {{request_id}} is complete',
      body: 'Dear {{requester_name}},\n\nwe have completed your request ({{request_type}}).\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'About your request {{request_id}}',
      body: 'Dear {{requester_name}},\n\nwe cannot carry out your request ({{request_type}}).\n\n{{outcome}}\n\nYou may lodge a complaint with your data protection authority.\n\n{{organization}}',
    },
  },
  de: {
    received: {
      subject: 'Ihre Anfrage {{request_id}} ist eingegangen',
      body: 'Guten Tag {{requester_name}},\n\nvielen Dank für Ihre Anfrage ({{request_type}}) vom {{received_date}}. Wir antworten bis zum {{due_date}}.\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse für die Anfrage {{request_id}}',
      body: 'Guten Tag {{requester_name}},\n\ndamit wir sicher sind, dass die Anfrage von Ihnen stammt, bestätigen Sie bitte Ihre E-Mail-Adresse über diesen Link:\n{{verify_link}}\n\nWir bearbeiten Ihre Anfrage, sobald Sie sie bestätigt haben. Wenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese E-Mail.\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'Ihre Anfrage {{request_id}} wird bearbeitet',
      body: 'Guten Tag {{requester_name}},\n\nvielen Dank für die Bestätigung Ihrer E-Mail-Adresse. Wir bearbeiten Ihre Anfrage ({{request_type}}) und antworten bis zum {{due_date}}.\n\n{{organization}}',
    },
    extension: {
      subject: 'Mehr Zeit für Ihre Anfrage {{request_id}}',
      body: 'Guten Tag {{requester_name}},\n\nwir benötigen mehr Zeit, um Ihre Anfrage zu beantworten. Das neue Datum ist der {{extended_due_date}}.\n\nDer Grund: {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'Ihre Anfrage {{request_id}} ist abgeschlossen',
      body: 'Guten Tag {{requester_name}},\n\nwir haben Ihre Anfrage ({{request_type}}) abgeschlossen.\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'Zu Ihrer Anfrage {{request_id}}',
      body: 'Guten Tag {{requester_name}},\n\nwir können Ihre Anfrage ({{request_type}}) nicht ausführen.\n\n{{outcome}}\n\nSie können sich bei Ihrer Datenschutzaufsichtsbehörde beschweren.\n\n{{organization}}',
    },
  },
  fr: {
    received: {
      subject: 'Nous avons reçu votre demande {{request_id}}',
      body: 'Bonjour {{requester_name}},\n\nmerci pour votre demande ({{request_type}}) reçue le {{received_date}}. Nous vous répondrons au plus tard le {{due_date}}.\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'Veuillez confirmer votre adresse e-mail pour la demande {{request_id}}',
      body: 'Bonjour {{requester_name}},\n\npour nous assurer que la demande vient de vous, veuillez confirmer votre adresse e-mail avec ce lien :\n{{verify_link}}\n\nNous traiterons votre demande dès votre confirmation. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'Votre demande {{request_id}} est en cours de traitement',
      body: 'Bonjour {{requester_name}},\n\nmerci d’avoir confirmé votre adresse e-mail. Nous traitons votre demande ({{request_type}}) et vous répondrons au plus tard le {{due_date}}.\n\n{{organization}}',
    },
    extension: {
      subject: 'Délai prolongé pour votre demande {{request_id}}',
      body: 'Bonjour {{requester_name}},\n\nnous avons besoin de plus de temps pour répondre à votre demande. La nouvelle date est le {{extended_due_date}}.\n\nLa raison : {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'Votre demande {{request_id}} est traitée',
      body: 'Bonjour {{requester_name}},\n\nnous avons traité votre demande ({{request_type}}).\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'Au sujet de votre demande {{request_id}}',
      body: 'Bonjour {{requester_name}},\n\nnous ne pouvons pas donner suite à votre demande ({{request_type}}).\n\n{{outcome}}\n\nVous pouvez introduire une réclamation auprès de votre autorité de protection des données.\n\n{{organization}}',
    },
  },
  'pt-BR': {
    received: {
      subject: 'Recebemos sua solicitação {{request_id}}',
      body: 'Olá {{requester_name}},\n\nobrigado pela sua solicitação ({{request_type}}), recebida em {{received_date}}. Responderemos até {{due_date}}.\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'Confirme seu e-mail para a solicitação {{request_id}}',
      body: 'Olá {{requester_name}},\n\npara garantir que a solicitação é sua, confirme seu endereço de e-mail com este link:\n{{verify_link}}\n\nComeçaremos a tratar sua solicitação assim que você confirmar. Se você não fez esta solicitação, ignore este e-mail.\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'Sua solicitação {{request_id}} está em andamento',
      body: 'Olá {{requester_name}},\n\nobrigado por confirmar seu e-mail. Estamos tratando sua solicitação ({{request_type}}) e responderemos até {{due_date}}.\n\n{{organization}}',
    },
    extension: {
      subject: 'Mais prazo para sua solicitação {{request_id}}',
      body: 'Olá {{requester_name}},\n\nprecisamos de mais tempo para responder à sua solicitação. A nova data é {{extended_due_date}}.\n\nO motivo: {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'Sua solicitação {{request_id}} foi concluída',
      body: 'Olá {{requester_name}},\n\nconcluímos sua solicitação ({{request_type}}).\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'Sobre sua solicitação {{request_id}}',
      body: 'Olá {{requester_name}},\n\nnão podemos atender à sua solicitação ({{request_type}}).\n\n{{outcome}}\n\nVocê pode apresentar uma reclamação à autoridade de proteção de dados.\n\n{{organization}}',
    },
  },
  ar: {
    received: {
      subject: 'استلمنا طلبك {{request_id}}',
      body: 'عزيزي {{requester_name}}،\n\nشكرًا على طلبك ({{request_type}}) الذي استلمناه في {{received_date}}. سنرد عليك قبل {{due_date}}.\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'يرجى تأكيد بريدك الإلكتروني للطلب {{request_id}}',
      body: 'عزيزي {{requester_name}}،\n\nللتأكد من أن الطلب مقدم منك، يرجى تأكيد عنوان بريدك الإلكتروني عبر هذا الرابط:\n{{verify_link}}\n\nسنبدأ العمل على طلبك بعد تأكيده. إذا لم تقدم هذا الطلب فتجاهل هذه الرسالة.\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'طلبك {{request_id}} قيد المعالجة',
      body: 'عزيزي {{requester_name}}،\n\nشكرًا على تأكيد بريدك الإلكتروني. نعمل على طلبك ({{request_type}}) وسنرد عليك قبل {{due_date}}.\n\n{{organization}}',
    },
    extension: {
      subject: 'تمديد مهلة طلبك {{request_id}}',
      body: 'عزيزي {{requester_name}}،\n\nنحتاج إلى مزيد من الوقت للرد على طلبك. الموعد الجديد هو {{extended_due_date}}.\n\nالسبب: {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'اكتمل طلبك {{request_id}}',
      body: 'عزيزي {{requester_name}}،\n\nأكملنا طلبك ({{request_type}}).\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'بخصوص طلبك {{request_id}}',
      body: 'عزيزي {{requester_name}}،\n\nلا يمكننا تنفيذ طلبك ({{request_type}}).\n\n{{outcome}}\n\nيحق لك تقديم شكوى إلى سلطة حماية البيانات.\n\n{{organization}}',
    },
  },
  it: {
    received: {
      subject: 'Abbiamo ricevuto la tua richiesta {{request_id}}',
      body: 'Gentile {{requester_name}},\n\ngrazie per la tua richiesta ({{request_type}}), ricevuta il {{received_date}}. Risponderemo entro il {{due_date}}.\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'Conferma il tuo indirizzo e-mail per la richiesta {{request_id}}',
      body: 'Gentile {{requester_name}},\n\nper essere sicuri che la richiesta provenga da te, conferma il tuo indirizzo e-mail con questo link:\n{{verify_link}}\n\nIniziamo a lavorare sulla richiesta appena l’hai confermata. Se non hai fatto questa richiesta, ignora questa e-mail.\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'La tua richiesta {{request_id}} è in lavorazione',
      body: 'Gentile {{requester_name}},\n\ngrazie per aver confermato il tuo indirizzo e-mail. Stiamo lavorando alla tua richiesta ({{request_type}}) e risponderemo entro il {{due_date}}.\n\n{{organization}}',
    },
    extension: {
      subject: 'Più tempo per la tua richiesta {{request_id}}',
      body: 'Gentile {{requester_name}},\n\nabbiamo bisogno di più tempo per rispondere alla tua richiesta. La nuova data è il {{extended_due_date}}.\n\nIl motivo: {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'La tua richiesta {{request_id}} è completata',
      body: 'Gentile {{requester_name}},\n\nabbiamo completato la tua richiesta ({{request_type}}).\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'Riguardo alla tua richiesta {{request_id}}',
      body: 'Gentile {{requester_name}},\n\nnon possiamo dare seguito alla tua richiesta ({{request_type}}).\n\n{{outcome}}\n\nPuoi presentare un reclamo all’autorità per la protezione dei dati.\n\n{{organization}}',
    },
  },
  hi: {
    received: {
      subject: 'हमें आपका अनुरोध {{request_id}} मिल गया है',
      body: 'प्रिय {{requester_name}},\n\n{{received_date}} को प्राप्त आपके अनुरोध ({{request_type}}) के लिए धन्यवाद। हम {{due_date}} तक उत्तर देंगे।\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'अनुरोध {{request_id}} के लिए कृपया अपना ईमेल पता पुष्टि करें',
      body: 'प्रिय {{requester_name}},\n\nयह सुनिश्चित करने के लिए कि अनुरोध आपका है, कृपया इस लिंक से अपना ईमेल पता पुष्टि करें:\n{{verify_link}}\n\nपुष्टि के बाद हम आपके अनुरोध पर काम शुरू करेंगे। यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'आपके अनुरोध {{request_id}} पर काम चल रहा है',
      body: 'प्रिय {{requester_name}},\n\nअपना ईमेल पता पुष्टि करने के लिए धन्यवाद। हम आपके अनुरोध ({{request_type}}) पर काम कर रहे हैं और {{due_date}} तक उत्तर देंगे।\n\n{{organization}}',
    },
    extension: {
      subject: 'आपके अनुरोध {{request_id}} के लिए अधिक समय',
      body: 'प्रिय {{requester_name}},\n\nआपके अनुरोध का उत्तर देने के लिए हमें अधिक समय चाहिए। नई तिथि {{extended_due_date}} है।\n\nकारण: {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'आपका अनुरोध {{request_id}} पूरा हो गया है',
      body: 'प्रिय {{requester_name}},\n\nहमने आपका अनुरोध ({{request_type}}) पूरा कर दिया है।\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'आपके अनुरोध {{request_id}} के बारे में',
      body: 'प्रिय {{requester_name}},\n\nहम आपका अनुरोध ({{request_type}}) पूरा नहीं कर सकते।\n\n{{outcome}}\n\nआप डेटा संरक्षण प्राधिकरण के पास शिकायत दर्ज कर सकते हैं।\n\n{{organization}}',
    },
  },
  zh: {
    received: {
      subject: '我们已收到您的请求 {{request_id}}',
      body: '{{requester_name}}，您好：\n\n感谢您于 {{received_date}} 提交的请求（{{request_type}}）。我们将在 {{due_date}} 之前答复。\n\n{{organization}}',
    },
    verify_identity: {
      subject: '请确认请求 {{request_id}} 的电子邮件地址',
      body: '{{requester_name}}，您好：\n\n为确认请求由您本人提交，请通过以下链接确认您的电子邮件地址：\n{{verify_link}}\n\n确认后我们将开始处理您的请求。如果这不是您提交的请求，请忽略此邮件。\n\n{{organization}}',
    },
    acknowledgement: {
      subject: '您的请求 {{request_id}} 正在处理中',
      body: '{{requester_name}}，您好：\n\n感谢您确认电子邮件地址。我们正在处理您的请求（{{request_type}}），并将在 {{due_date}} 之前答复。\n\n{{organization}}',
    },
    extension: {
      subject: '您的请求 {{request_id}} 需要更多时间',
      body: '{{requester_name}}，您好：\n\n我们需要更多时间来答复您的请求。新的日期是 {{extended_due_date}}。\n\n原因：{{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: '您的请求 {{request_id}} 已完成',
      body: '{{requester_name}}，您好：\n\n我们已完成您的请求（{{request_type}}）。\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: '关于您的请求 {{request_id}}',
      body: '{{requester_name}}，您好：\n\n我们无法执行您的请求（{{request_type}}）。\n\n{{outcome}}\n\n您可以向数据保护机构投诉。\n\n{{organization}}',
    },
  },
  ja: {
    received: {
      subject: 'リクエスト {{request_id}} を受け付けました',
      body: '{{requester_name}} 様\n\n{{received_date}} にお受けしたリクエスト（{{request_type}}）をありがとうございます。{{due_date}} までに回答いたします。\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'リクエスト {{request_id}} のメールアドレスを確認してください',
      body: '{{requester_name}} 様\n\nご本人からのリクエストであることを確認するため、次のリンクからメールアドレスを確認してください：\n{{verify_link}}\n\n確認後、リクエストの対応を開始します。お心当たりのない場合は、このメールを無視してください。\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'リクエスト {{request_id}} を対応中です',
      body: '{{requester_name}} 様\n\nメールアドレスのご確認ありがとうございます。リクエスト（{{request_type}}）に対応しており、{{due_date}} までに回答いたします。\n\n{{organization}}',
    },
    extension: {
      subject: 'リクエスト {{request_id}} の期限延長について',
      body: '{{requester_name}} 様\n\nリクエストへの回答にさらに時間が必要です。新しい期限は {{extended_due_date}} です。\n\n理由：{{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'リクエスト {{request_id}} が完了しました',
      body: '{{requester_name}} 様\n\nリクエスト（{{request_type}}）の対応が完了しました。\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'リクエスト {{request_id}} について',
      body: '{{requester_name}} 様\n\nリクエスト（{{request_type}}）にはお応えできません。\n\n{{outcome}}\n\nデータ保護当局に苦情を申し立てることができます。\n\n{{organization}}',
    },
  },
  es: {
    received: {
      subject: 'Hemos recibido su solicitud {{request_id}}',
      body: 'Estimado/a {{requester_name}}:\n\ngracias por su solicitud ({{request_type}}), recibida el {{received_date}}. Le responderemos antes del {{due_date}}.\n\n{{organization}}',
    },
    verify_identity: {
      subject: 'Confirme su correo electrónico para la solicitud {{request_id}}',
      body: 'Estimado/a {{requester_name}}:\n\npara asegurarnos de que la solicitud es suya, confirme su dirección de correo con este enlace:\n{{verify_link}}\n\nEmpezaremos a tramitar su solicitud en cuanto la confirme. Si no ha hecho esta solicitud, ignore este correo.\n\n{{organization}}',
    },
    acknowledgement: {
      subject: 'Estamos tramitando su solicitud {{request_id}}',
      body: 'Estimado/a {{requester_name}}:\n\ngracias por confirmar su correo electrónico. Estamos tramitando su solicitud ({{request_type}}) y le responderemos antes del {{due_date}}.\n\n{{organization}}',
    },
    extension: {
      subject: 'Más plazo para su solicitud {{request_id}}',
      body: 'Estimado/a {{requester_name}}:\n\nnecesitamos más tiempo para responder a su solicitud. La nueva fecha es el {{extended_due_date}}.\n\nEl motivo: {{extension_reason}}\n\n{{organization}}',
    },
    completed: {
      subject: 'Su solicitud {{request_id}} se ha completado',
      body: 'Estimado/a {{requester_name}}:\n\nhemos completado su solicitud ({{request_type}}).\n\n{{outcome}}\n\n{{organization}}',
    },
    rejected: {
      subject: 'Sobre su solicitud {{request_id}}',
      body: 'Estimado/a {{requester_name}}:\n\nno podemos atender su solicitud ({{request_type}}).\n\n{{outcome}}\n\nPuede presentar una reclamación ante la autoridad de protección de datos.\n\n{{organization}}',
    },
  },
};

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g;

const isVariable = (name: string): name is TemplateVariable => Object.hasOwn(TEMPLATE_VARIABLES, name);

/** The text with each {{variable}} replaced; a variable without a value becomes empty. */
export function renderTemplate(text: string, values: Partial<Record<TemplateVariable, string>>): string {
  return text.replace(VARIABLE, (_, name: string) => (isVariable(name) ? (values[name] ?? '') : ''));
}

/**
 * What is wrong with a template's text, by field: a variable the product does not know (it would be sent
 * empty) and a brace pair left open.
 */
export function templateProblems(text: { subject: string; body: string }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['subject', 'body'] as const) {
    const value = text[field];
    const unknown = [...value.matchAll(VARIABLE)].map((m) => m[1] as string).filter((n) => !isVariable(n));
    if (unknown.length) {
      problems.push({ field, reason: `uses an unknown variable: {{${unknown[0]}}}` });
      continue;
    }
    const rest = value.replace(VARIABLE, '');
    if (rest.includes('{{') || rest.includes('}}')) {
      problems.push({ field, reason: 'has a variable that is not closed: write {{name}}' });
    }
  }
  return problems;
}
