import { identity } from '@mboa/shared';
import type { SearchContent } from './search';

export const search: SearchContent = {
  meta: {
    title: `Recherche | ${identity.shortName}`,
    description: `Recherchez dans toutes les pages du site de ${identity.shortName} en français\u00a0: comptes, prêts, épargne de groupe, aide et plus.`,
  },
  heading: 'Rechercher sur le site',
  intro: 'Trouvez un compte, un prêt, un service ou une réponse dans toutes les rubriques du site.',
  field: {
    label: 'Rechercher sur le site',
    hint: 'Par exemple\u00a0: compte étudiant, frais, njangie, vérifier un relevé.',
    submit: 'Rechercher',
  },
  needsJavaScript:
    'La recherche a besoin de JavaScript, qui est désactivé dans ce navigateur. Toutes les pages du site sont listées ci-dessous, rubrique par rubrique.',
  status: {
    searching: 'Recherche en cours…',
    matches: {
      one: '1 page correspond à «\u00a0{query}\u00a0».',
      other: '{count} pages correspondent à «\u00a0{query}\u00a0».',
    },
    moreMatches: 'Voici les {shown} meilleures sur {count}.',
    none: 'Aucune page ne correspond à «\u00a0{query}\u00a0». Essayez un autre mot, ou parcourez toutes les pages ci-dessous.',
    failed:
      'La recherche n’a pas pu être chargée pour le moment. Vérifiez votre connexion internet et réessayez, ou parcourez toutes les pages ci-dessous.',
  },
  unsearchable:
    'La rubrique {section} n’a pas pu être consultée pour le moment\u00a0: ses pages manquent dans ces résultats.',
  offline: {
    none: 'Vous êtes hors connexion, et aucune page enregistrée sur cet appareil ne peut être recherchée.',
    some: {
      one: 'Vous êtes hors connexion\u00a0: la recherche porte sur la seule page enregistrée sur cet appareil.',
      other: 'Vous êtes hors connexion\u00a0: la recherche porte sur les {count} pages enregistrées sur cet appareil.',
    },
  },
  resultsHeading: 'Résultats',
  more: 'Afficher plus de résultats',
  result: { section: 'Rubrique\u00a0:' },
  index: {
    heading: 'Toutes les pages, de A à Z',
    intro: 'Toutes les pages du site en français, regroupées par rubrique.',
    browse: 'Parcourir toutes les pages, de A à Z',
  },
  homePage: 'Page d’accueil',
  shellSection: 'À propos et centre d’aide',
};

export default search;
