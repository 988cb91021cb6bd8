// The built-in banner texts and cookie category texts in Español (es).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
    title: 'Valoramos su privacidad',
    message:
      'Utilizamos cookies y tecnologías similares para hacer funcionar este sitio web, medir cómo se usa y personalizar el contenido y los anuncios. Elija «Aceptar todas» para permitirlas todas, «Rechazar todas» para permitir solo las necesarias para que el sitio funcione, o «Preferencias» para elegir por categoría. Puede cambiar su elección en cualquier momento.',
    accept_all: 'Aceptar todas',
    reject_all: 'Rechazar todas',
    preferences: 'Preferencias',
    save: 'Guardar mis opciones',
    do_not_sell: 'No vender ni compartir mi información personal',
    privacy_policy_label: 'Política de privacidad',
  },
  categories: {
    necessary: {
      name: 'Estrictamente necesarias',
      description:
        'Estas cookies son necesarias para que el sitio web funcione y no se pueden desactivar. Normalmente se establecen en respuesta a acciones que usted realiza, como configurar sus preferencias de privacidad, iniciar sesión o rellenar formularios.',
    },
    functional: {
      name: 'Funcionales',
      description:
        'Estas cookies permiten ofrecer funciones mejoradas y personalización, como recordar su idioma, su región u otras opciones. Si no las permite, es posible que algunas de estas funciones, o todas ellas, no funcionen correctamente.',
    },
    analytics: {
      name: 'Analíticas',
      description:
        'Estas cookies nos permiten contar las visitas y las fuentes de tráfico para medir y mejorar el rendimiento de nuestro sitio web. Nos ayudan a saber qué páginas son las más y las menos visitadas y cómo se desplazan los visitantes por el sitio.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'Estas cookies pueden ser establecidas por nosotros o por nuestros socios publicitarios para crear un perfil de sus intereses y mostrarle anuncios relevantes en otros sitios web. También ayudan a medir la eficacia de nuestras campañas publicitarias.',
    },
    unclassified: {
      name: 'Sin clasificar',
      description:
        'Estas cookies aún no se han asignado a ninguna categoría. Las estamos revisando, junto con sus proveedores, para determinar su finalidad.',
    },
  },
};
