// The built-in banner texts and cookie category texts in Italiano (it).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
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
  categories: {
    necessary: {
      name: 'Strettamente necessari',
      description:
        "Questi cookie sono necessari per il funzionamento del sito web e non possono essere disattivati. Di solito vengono impostati in risposta alle tue azioni, come l'impostazione delle preferenze sulla privacy, l'accesso o la compilazione di moduli.",
    },
    functional: {
      name: 'Funzionali',
      description:
        'Questi cookie consentono funzionalità avanzate e personalizzazione, ad esempio ricordando la lingua, la regione o altre scelte. Se non li consenti, alcune o tutte queste funzionalità potrebbero non funzionare correttamente.',
    },
    analytics: {
      name: 'Analitici',
      description:
        "Questi cookie ci permettono di contare le visite e le fonti di traffico per misurare e migliorare le prestazioni del nostro sito web. Ci aiutano a capire quali pagine sono le più e le meno visitate e come i visitatori si spostano all'interno del sito.",
    },
    marketing: {
      name: 'Marketing',
      description:
        "Questi cookie possono essere impostati da noi o dai nostri partner pubblicitari per creare un profilo dei tuoi interessi e mostrarti annunci pertinenti su altri siti web. Ci aiutano inoltre a misurare l'efficacia delle nostre campagne pubblicitarie.",
    },
    unclassified: {
      name: 'Non classificati',
      description:
        'Questi cookie non sono ancora stati assegnati a una categoria. Li stiamo esaminando insieme ai rispettivi fornitori per determinarne la finalità.',
    },
  },
};
