import { isLocale, type Locale, matchLocale } from '../i18n/locales.ts';

/**
 * The five cookie categories every property starts with, in the order a banner lists them. A property
 * may add its own categories (they have no key); these five keep their key whatever they are renamed to.
 * "unclassified" holds what the scanner found and nobody has classified yet: it needs consent, like
 * every category except the strictly necessary one (the safest choice while its purpose is unknown).
 */
export const COOKIE_CATEGORY_KEYS = [
  'necessary',
  'functional',
  'analytics',
  'marketing',
  'unclassified',
] as const;
export type CategoryKey = (typeof COOKIE_CATEGORY_KEYS)[number];

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && (COOKIE_CATEGORY_KEYS as readonly string[]).includes(value);
}

/** The categories one property may have: the contract's CookieCategoryListEnvelope lists at most 200. */
export const MAX_COOKIE_CATEGORIES = 200;

/** A category's name and banner description in one language. */
export interface CookieCategoryText {
  name: string;
  description: string;
}

export interface DefaultCookieCategory {
  key: CategoryKey;
  /** The English name. */
  name: string;
  /**
   * False for the strictly necessary category only: it is always on, the banner shows it without a
   * switch, and its cookies run before any choice.
   */
  consentRequired: boolean;
  /** Name and description in each of the ten languages (sdk/src/rules/i18n/locales.ts). */
  texts: Readonly<Record<Locale, CookieCategoryText>>;
}

export const DEFAULT_COOKIE_CATEGORIES: Readonly<Record<CategoryKey, DefaultCookieCategory>> = {
  necessary: {
    key: 'necessary',
    name: 'Strictly necessary',
    consentRequired: false,
    texts: {
      en: {
        name: 'Strictly necessary',
        description:
          'These cookies are needed for the website to work and cannot be switched off. They are usually set in response to your actions, such as setting your privacy preferences, logging in or filling in forms.',
      },
      de: {
        name: 'Unbedingt erforderlich',
        description:
          'Diese Cookies sind für die Funktion der Website erforderlich und können nicht deaktiviert werden. Sie werden in der Regel als Reaktion auf Ihre Aktionen gesetzt, etwa wenn Sie Ihre Datenschutzeinstellungen festlegen, sich anmelden oder Formulare ausfüllen.',
      },
      fr: {
        name: 'Strictement nécessaires',
        description:
          'Ces cookies sont nécessaires au fonctionnement du site web et ne peuvent pas être désactivés. Ils sont généralement déposés en réponse à vos actions, comme le réglage de vos préférences de confidentialité, la connexion ou le remplissage de formulaires.',
      },
      'pt-BR': {
        name: 'Estritamente necessários',
        description:
          'Estes cookies são necessários para o funcionamento do site e não podem ser desativados. Normalmente, eles são definidos em resposta a ações suas, como definir suas preferências de privacidade, fazer login ou preencher formulários.',
      },
      ar: {
        name: 'ضرورية للغاية',
        description:
          'ملفات تعريف الارتباط هذه ضرورية لعمل الموقع الإلكتروني ولا يمكن إيقاف تشغيلها. وعادةً ما يتم تعيينها استجابةً لإجراءات تقوم بها، مثل ضبط تفضيلات الخصوصية أو تسجيل الدخول أو ملء النماذج.',
      },
      it: {
        name: 'Strettamente necessari',
        description:
          "Questi cookie sono necessari per il funzionamento del sito web e non possono essere disattivati. Di solito vengono impostati in risposta alle tue azioni, come l'impostazione delle preferenze sulla privacy, l'accesso o la compilazione di moduli.",
      },
      hi: {
        name: 'अत्यंत आवश्यक',
        description:
          'ये कुकीज़ वेबसाइट के काम करने के लिए ज़रूरी हैं और इन्हें बंद नहीं किया जा सकता। ये आम तौर पर आपकी गतिविधियों के जवाब में सेट की जाती हैं, जैसे अपनी गोपनीयता प्राथमिकताएँ सेट करना, लॉग इन करना या फ़ॉर्म भरना।',
      },
      zh: {
        name: '严格必要',
        description:
          '这些 Cookie 是网站正常运行所必需的，无法关闭。它们通常是为响应您的操作而设置的，例如设置隐私偏好、登录或填写表单。',
      },
      ja: {
        name: '必須',
        description:
          'これらのCookieはウェブサイトの動作に必要なため、無効にすることはできません。通常、プライバシー設定の変更、ログイン、フォームへの入力など、お客様の操作に応じて設定されます。',
      },
      es: {
        name: 'Estrictamente necesarias',
        description:
          'Estas cookies son necesarias para que el sitio web funcione y no se pueden desactivar. Normalmente se establecen en respuesta a acciones que usted realiza, como configurar sus preferencias de privacidad, iniciar sesión o rellenar formularios.',
      },
    },
  },
  functional: {
    key: 'functional',
    name: 'Functional',
    consentRequired: true,
    texts: {
      en: {
        name: 'Functional',
        description:
          'These cookies enable enhanced functionality and personalisation, such as remembering your language, region or other choices. If you do not allow them, some or all of these features may not work properly.',
      },
      de: {
        name: 'Funktional',
        description:
          'Diese Cookies ermöglichen erweiterte Funktionen und Personalisierung, etwa indem sie Ihre Sprache, Ihre Region oder andere Einstellungen speichern. Wenn Sie sie nicht zulassen, funktionieren einige oder alle dieser Funktionen möglicherweise nicht richtig.',
      },
      fr: {
        name: 'Fonctionnels',
        description:
          "Ces cookies offrent des fonctionnalités améliorées et une personnalisation, par exemple en mémorisant votre langue, votre région ou d'autres choix. Si vous les refusez, certaines de ces fonctionnalités, voire toutes, risquent de ne pas fonctionner correctement.",
      },
      'pt-BR': {
        name: 'Funcionais',
        description:
          'Estes cookies permitem funcionalidades aprimoradas e personalização, como lembrar seu idioma, sua região ou outras escolhas. Se você não os permitir, alguns ou todos esses recursos podem não funcionar corretamente.',
      },
      ar: {
        name: 'وظيفية',
        description:
          'تتيح ملفات تعريف الارتباط هذه وظائف محسّنة وتخصيصًا، مثل تذكّر لغتك أو منطقتك أو اختياراتك الأخرى. وإذا لم تسمح بها، فقد لا تعمل بعض هذه الميزات أو كلها بشكل صحيح.',
      },
      it: {
        name: 'Funzionali',
        description:
          'Questi cookie consentono funzionalità avanzate e personalizzazione, ad esempio ricordando la lingua, la regione o altre scelte. Se non li consenti, alcune o tutte queste funzionalità potrebbero non funzionare correttamente.',
      },
      hi: {
        name: 'कार्यात्मक',
        description:
          'ये कुकीज़ बेहतर सुविधाएँ और वैयक्तिकरण संभव बनाती हैं, जैसे आपकी भाषा, क्षेत्र या अन्य विकल्पों को याद रखना। यदि आप इनकी अनुमति नहीं देते हैं, तो इनमें से कुछ या सभी सुविधाएँ ठीक से काम नहीं कर सकती हैं।',
      },
      zh: {
        name: '功能性',
        description:
          '这些 Cookie 可提供增强的功能和个性化设置，例如记住您的语言、地区或其他选择。如果您不允许使用这些 Cookie，部分或全部相关功能可能无法正常运行。',
      },
      ja: {
        name: '機能性',
        description:
          'これらのCookieは、言語や地域などの選択内容を記憶することで、機能の強化やパーソナライズを可能にします。許可しない場合、これらの機能の一部またはすべてが正しく動作しない可能性があります。',
      },
      es: {
        name: 'Funcionales',
        description:
          'Estas cookies permiten ofrecer funciones mejoradas y personalización, como recordar su idioma, su región u otras opciones. Si no las permite, es posible que algunas de estas funciones, o todas ellas, no funcionen correctamente.',
      },
    },
  },
  analytics: {
    key: 'analytics',
    name: 'Analytics',
    consentRequired: true,
    texts: {
      en: {
        name: 'Analytics',
        description:
          'These cookies let us count visits and traffic sources so we can measure and improve the performance of our website. They help us see which pages are the most and least popular and how visitors move around the site.',
      },
      de: {
        name: 'Analyse',
        description:
          'Mit diesen Cookies können wir Besuche und Besucherquellen zählen, um die Leistung unserer Website zu messen und zu verbessern. Sie zeigen uns, welche Seiten am beliebtesten und am wenigsten beliebt sind und wie sich Besucher auf der Website bewegen.',
      },
      fr: {
        name: "Mesure d'audience",
        description:
          "Ces cookies nous permettent de compter les visites et les sources de trafic afin de mesurer et d'améliorer les performances de notre site web. Ils nous aident à savoir quelles pages sont les plus et les moins consultées et comment les visiteurs naviguent sur le site.",
      },
      'pt-BR': {
        name: 'Analíticos',
        description:
          'Estes cookies nos permitem contar visitas e fontes de tráfego para medir e melhorar o desempenho do nosso site. Eles nos ajudam a saber quais páginas são mais e menos acessadas e como os visitantes navegam pelo site.',
      },
      ar: {
        name: 'تحليلية',
        description:
          'تتيح لنا ملفات تعريف الارتباط هذه إحصاء الزيارات ومصادر حركة المرور حتى نتمكن من قياس أداء موقعنا الإلكتروني وتحسينه. وهي تساعدنا على معرفة الصفحات الأكثر والأقل شيوعًا وكيفية تنقّل الزوار في الموقع.',
      },
      it: {
        name: 'Analitici',
        description:
          "Questi cookie ci permettono di contare le visite e le fonti di traffico per misurare e migliorare le prestazioni del nostro sito web. Ci aiutano a capire quali pagine sono le più e le meno visitate e come i visitatori si spostano all'interno del sito.",
      },
      hi: {
        name: 'विश्लेषण',
        description:
          'ये कुकीज़ हमें विज़िट और ट्रैफ़िक स्रोतों की गिनती करने देती हैं, ताकि हम अपनी वेबसाइट के प्रदर्शन को माप सकें और उसे बेहतर बना सकें। इनसे हमें पता चलता है कि कौन-से पेज सबसे ज़्यादा और सबसे कम लोकप्रिय हैं और विज़िटर साइट पर कैसे आगे बढ़ते हैं।',
      },
      zh: {
        name: '分析',
        description:
          '这些 Cookie 让我们能够统计访问次数和流量来源，从而衡量并改进网站的性能。它们帮助我们了解哪些页面最受欢迎、哪些页面最不受欢迎，以及访问者如何在网站上浏览。',
      },
      ja: {
        name: '分析',
        description:
          'これらのCookieにより、訪問数やトラフィックの流入元を計測し、ウェブサイトのパフォーマンスを測定・改善することができます。どのページがよく見られ、どのページがあまり見られていないか、また訪問者がサイト内をどのように移動しているかを把握するのに役立ちます。',
      },
      es: {
        name: 'Analíticas',
        description:
          'Estas cookies nos permiten contar las visitas y las fuentes de tráfico para medir y mejorar el rendimiento de nuestro sitio web. Nos ayudan a saber qué páginas son las más y las menos visitadas y cómo se desplazan los visitantes por el sitio.',
      },
    },
  },
  marketing: {
    key: 'marketing',
    name: 'Marketing',
    consentRequired: true,
    texts: {
      en: {
        name: 'Marketing',
        description:
          'These cookies may be set by us or our advertising partners to build a profile of your interests and show you relevant ads on other websites. They also help measure how well our advertising campaigns work.',
      },
      de: {
        name: 'Marketing',
        description:
          'Diese Cookies können von uns oder unseren Werbepartnern gesetzt werden, um ein Profil Ihrer Interessen zu erstellen und Ihnen relevante Werbung auf anderen Websites anzuzeigen. Außerdem helfen sie dabei, den Erfolg unserer Werbekampagnen zu messen.',
      },
      fr: {
        name: 'Marketing',
        description:
          "Ces cookies peuvent être déposés par nous ou par nos partenaires publicitaires afin d'établir un profil de vos centres d'intérêt et de vous proposer des publicités pertinentes sur d'autres sites. Ils permettent également de mesurer l'efficacité de nos campagnes publicitaires.",
      },
      'pt-BR': {
        name: 'Marketing',
        description:
          'Estes cookies podem ser definidos por nós ou por nossos parceiros de publicidade para criar um perfil dos seus interesses e mostrar anúncios relevantes em outros sites. Eles também ajudam a medir a eficácia das nossas campanhas publicitárias.',
      },
      ar: {
        name: 'تسويقية',
        description:
          'قد نقوم نحن أو شركاؤنا في مجال الإعلان بتعيين ملفات تعريف الارتباط هذه لإنشاء ملف تعريفي لاهتماماتك وعرض إعلانات ملائمة لك على مواقع إلكترونية أخرى. كما تساعد في قياس مدى فعالية حملاتنا الإعلانية.',
      },
      it: {
        name: 'Marketing',
        description:
          "Questi cookie possono essere impostati da noi o dai nostri partner pubblicitari per creare un profilo dei tuoi interessi e mostrarti annunci pertinenti su altri siti web. Ci aiutano inoltre a misurare l'efficacia delle nostre campagne pubblicitarie.",
      },
      hi: {
        name: 'मार्केटिंग',
        description:
          'ये कुकीज़ हमारे या हमारे विज्ञापन भागीदारों द्वारा सेट की जा सकती हैं, ताकि आपकी रुचियों की प्रोफ़ाइल बनाई जा सके और आपको अन्य वेबसाइटों पर प्रासंगिक विज्ञापन दिखाए जा सकें। ये हमारे विज्ञापन अभियानों की प्रभावशीलता मापने में भी मदद करती हैं।',
      },
      zh: {
        name: '营销',
        description:
          '这些 Cookie 可能由我们或我们的广告合作伙伴设置，用于建立您的兴趣档案，并在其他网站上向您展示相关广告。它们还有助于衡量我们广告活动的效果。',
      },
      ja: {
        name: 'マーケティング',
        description:
          'これらのCookieは、当社または当社の広告パートナーによって設定され、お客様の興味・関心のプロファイルを作成し、他のウェブサイトで関連性の高い広告を表示するために使用されることがあります。また、広告キャンペーンの効果測定にも役立ちます。',
      },
      es: {
        name: 'Marketing',
        description:
          'Estas cookies pueden ser establecidas por nosotros o por nuestros socios publicitarios para crear un perfil de sus intereses y mostrarle anuncios relevantes en otros sitios web. También ayudan a medir la eficacia de nuestras campañas publicitarias.',
      },
    },
  },
  unclassified: {
    key: 'unclassified',
    name: 'Unclassified',
    consentRequired: true,
    texts: {
      en: {
        name: 'Unclassified',
        description:
          'These cookies have not been assigned to a category yet. We are reviewing them, together with their providers, to determine their purpose.',
      },
      de: {
        name: 'Nicht klassifiziert',
        description:
          'Diese Cookies wurden noch keiner Kategorie zugeordnet. Wir prüfen sie gemeinsam mit ihren Anbietern, um ihren Zweck zu bestimmen.',
      },
      fr: {
        name: 'Non classés',
        description:
          "Ces cookies n'ont pas encore été classés dans une catégorie. Nous les examinons, avec leurs fournisseurs, afin de déterminer leur finalité.",
      },
      'pt-BR': {
        name: 'Não classificados',
        description:
          'Estes cookies ainda não foram atribuídos a uma categoria. Estamos analisando-os, junto com seus fornecedores, para determinar sua finalidade.',
      },
      ar: {
        name: 'غير مصنفة',
        description:
          'لم يتم تصنيف ملفات تعريف الارتباط هذه ضمن أي فئة بعد. ونحن نراجعها بالتعاون مع الجهات التي توفرها لتحديد الغرض منها.',
      },
      it: {
        name: 'Non classificati',
        description:
          'Questi cookie non sono ancora stati assegnati a una categoria. Li stiamo esaminando insieme ai rispettivi fornitori per determinarne la finalità.',
      },
      hi: {
        name: 'अवर्गीकृत',
        description:
          'इन कुकीज़ को अभी तक किसी श्रेणी में नहीं रखा गया है। हम इनके प्रदाताओं के साथ मिलकर इनकी समीक्षा कर रहे हैं, ताकि इनका उद्देश्य तय किया जा सके।',
      },
      zh: {
        name: '未分类',
        description: '这些 Cookie 尚未归入任何类别。我们正在与其提供方一起审查，以确定其用途。',
      },
      ja: {
        name: '未分類',
        description:
          'これらのCookieはまだカテゴリに分類されていません。提供元と協力して、その目的を確認しているところです。',
      },
      es: {
        name: 'Sin clasificar',
        description:
          'Estas cookies aún no se han asignado a ninguna categoría. Las estamos revisando, junto con sus proveedores, para determinar su finalidad.',
      },
    },
  },
};

/**
 * A default category's name and description in a language: one of the ten locales, else the
 * language alone ("de-AT" → de, "pt" → pt-BR), else English.
 */
export function categoryText(key: CategoryKey, locale: Locale | string): CookieCategoryText {
  const texts = DEFAULT_COOKIE_CATEGORIES[key].texts;
  const resolved = isLocale(locale) ? locale : (matchLocale([locale]) ?? 'en');
  return texts[resolved];
}
