// The built-in banner texts and cookie category texts in Português (Brasil) (pt-BR).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
    title: 'Valorizamos sua privacidade',
    message:
      'Usamos cookies e tecnologias semelhantes para fazer este site funcionar, medir como ele é usado e personalizar conteúdos e anúncios. Escolha “Aceitar todos” para permitir todos, “Rejeitar todos” para permitir apenas os necessários para o funcionamento do site, ou “Preferências” para escolher por categoria. Você pode alterar sua escolha a qualquer momento.',
    accept_all: 'Aceitar todos',
    reject_all: 'Rejeitar todos',
    preferences: 'Preferências',
    save: 'Salvar minhas escolhas',
    do_not_sell: 'Não vender nem compartilhar minhas informações pessoais',
    privacy_policy_label: 'Política de privacidade',
  },
  categories: {
    necessary: {
      name: 'Estritamente necessários',
      description:
        'Estes cookies são necessários para o funcionamento do site e não podem ser desativados. Normalmente, eles são definidos em resposta a ações suas, como definir suas preferências de privacidade, fazer login ou preencher formulários.',
    },
    functional: {
      name: 'Funcionais',
      description:
        'Estes cookies permitem funcionalidades aprimoradas e personalização, como lembrar seu idioma, sua região ou outras escolhas. Se você não os permitir, alguns ou todos esses recursos podem não funcionar corretamente.',
    },
    analytics: {
      name: 'Analíticos',
      description:
        'Estes cookies nos permitem contar visitas e fontes de tráfego para medir e melhorar o desempenho do nosso site. Eles nos ajudam a saber quais páginas são mais e menos acessadas e como os visitantes navegam pelo site.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'Estes cookies podem ser definidos por nós ou por nossos parceiros de publicidade para criar um perfil dos seus interesses e mostrar anúncios relevantes em outros sites. Eles também ajudam a medir a eficácia das nossas campanhas publicitárias.',
    },
    unclassified: {
      name: 'Não classificados',
      description:
        'Estes cookies ainda não foram atribuídos a uma categoria. Estamos analisando-os, junto com seus fornecedores, para determinar sua finalidade.',
    },
  },
};
