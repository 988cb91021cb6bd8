// The built-in banner texts and cookie category texts in Deutsch (de).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
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
  categories: {
    necessary: {
      name: 'Unbedingt erforderlich',
      description:
        'Diese Cookies sind für die Funktion der Website erforderlich und können nicht deaktiviert werden. Sie werden in der Regel als Reaktion auf Ihre Aktionen gesetzt, etwa wenn Sie Ihre Datenschutzeinstellungen festlegen, sich anmelden oder Formulare ausfüllen.',
    },
    functional: {
      name: 'Funktional',
      description:
        'Diese Cookies ermöglichen erweiterte Funktionen und Personalisierung, etwa indem sie Ihre Sprache, Ihre Region oder andere Einstellungen speichern. Wenn Sie sie nicht zulassen, funktionieren einige oder alle dieser Funktionen möglicherweise nicht richtig.',
    },
    analytics: {
      name: 'Analyse',
      description:
        'Mit diesen Cookies können wir Besuche und Besucherquellen zählen, um die Leistung unserer Website zu messen und zu verbessern. Sie zeigen uns, welche Seiten am beliebtesten und am wenigsten beliebt sind und wie sich Besucher auf der Website bewegen.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'Diese Cookies können von uns oder unseren Werbepartnern gesetzt werden, um ein Profil Ihrer Interessen zu erstellen und Ihnen relevante Werbung auf anderen Websites anzuzeigen. Außerdem helfen sie dabei, den Erfolg unserer Werbekampagnen zu messen.',
    },
    unclassified: {
      name: 'Nicht klassifiziert',
      description:
        'Diese Cookies wurden noch keiner Kategorie zugeordnet. Wir prüfen sie gemeinsam mit ihren Anbietern, um ihren Zweck zu bestimmen.',
    },
  },
};
