// The built-in banner texts and cookie category texts in Français (fr).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
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
  categories: {
    necessary: {
      name: 'Strictement nécessaires',
      description:
        'Ces cookies sont nécessaires au fonctionnement du site web et ne peuvent pas être désactivés. Ils sont généralement déposés en réponse à vos actions, comme le réglage de vos préférences de confidentialité, la connexion ou le remplissage de formulaires.',
    },
    functional: {
      name: 'Fonctionnels',
      description:
        "Ces cookies offrent des fonctionnalités améliorées et une personnalisation, par exemple en mémorisant votre langue, votre région ou d'autres choix. Si vous les refusez, certaines de ces fonctionnalités, voire toutes, risquent de ne pas fonctionner correctement.",
    },
    analytics: {
      name: "Mesure d'audience",
      description:
        "Ces cookies nous permettent de compter les visites et les sources de trafic afin de mesurer et d'améliorer les performances de notre site web. Ils nous aident à savoir quelles pages sont les plus et les moins consultées et comment les visiteurs naviguent sur le site.",
    },
    marketing: {
      name: 'Marketing',
      description:
        "Ces cookies peuvent être déposés par nous ou par nos partenaires publicitaires afin d'établir un profil de vos centres d'intérêt et de vous proposer des publicités pertinentes sur d'autres sites. Ils permettent également de mesurer l'efficacité de nos campagnes publicitaires.",
    },
    unclassified: {
      name: 'Non classés',
      description:
        "Ces cookies n'ont pas encore été classés dans une catégorie. Nous les examinons, avec leurs fournisseurs, afin de déterminer leur finalité.",
    },
  },
};
