import type { OfflineText } from './offlineText';

const text: OfflineText = {
  savedCopyNotice:
    'Vous êtes hors connexion, ou la connexion est trop lente. Vous lisez la copie de cette page enregistrée sur cet appareil le {date}\u00a0: son contenu a pu changer depuis.',
  offlinePage: {
    title: 'Vous êtes hors connexion',
    intro:
      "Cette page n'est pas enregistrée sur cet appareil, et aucune connexion ne permet de la charger. Connectez-vous à internet et réessayez, ou lisez l'une des pages enregistrées ici.",
    tryAgain: 'Réessayer',
    savedPagesHeading: 'Pages enregistrées sur cet appareil',
    savedOn: 'enregistrée le {date}',
    noSavedPages:
      "Aucune page n'est encore enregistrée sur cet appareil. Les pages que vous lisez quand vous êtes connecté y sont enregistrées, pour que vous puissiez les relire sans connexion.",
  },
  keepSection: {
    heading: 'Lire cette rubrique sans connexion',
    intro:
      "Enregistrez ses {pages}\u00a0pages sur cet appareil ({size}) pour les lire plus tard sans connexion. Rien n'est téléchargé avant que vous appuyiez sur le bouton.",
    size: 'environ {kb}\u00a0Ko',
    button: 'Enregistrer pour lire sans connexion',
    saving: {
      one: 'Enregistrement\u00a0: {count}\u00a0page sur {total}…',
      other: 'Enregistrement\u00a0: {count}\u00a0pages sur {total}…',
    },
    kept: {
      one: "C'est fait\u00a0: {count}\u00a0page de cette rubrique est enregistrée sur cet appareil. Vous pouvez la lire sans connexion.",
      other:
        "C'est fait\u00a0: {count}\u00a0pages de cette rubrique sont enregistrées sur cet appareil. Vous pouvez les lire sans connexion.",
    },
    failed: {
      one: "{count}\u00a0page sur {total} n'a pas pu être enregistrée. Vérifiez votre connexion et appuyez de nouveau sur le bouton.",
      other:
        "{count}\u00a0pages sur {total} n'ont pas pu être enregistrées. Vérifiez votre connexion et appuyez de nouveau sur le bouton.",
    },
  },
};

export default text;
