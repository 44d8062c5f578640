import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './verifyStatement.en';
import type { VerifyStatementContent } from './verifyStatement';

/** The ID field's label (fixed by the product contract), which the notes name. */
const ID_LABEL = "Numéro de la carte nationale d'identité du client";

const verifyStatement = {
  meta: {
    title: `Vérifier un relevé | ${identity.shortName}`,
    description: `Vérifiez qu'un relevé émis par ${identity.name} est authentique grâce à ses numéros de référence, d'identité et de compte, puis téléchargez-le.`,
  },
  banner: {
    title: 'Vérifier un relevé',
    description: `Bailleurs, ambassades, écoles et prêteurs\u00a0: vérifiez qu'un relevé de compte émis par ${identity.shortName} est authentique, puis téléchargez l'original.`,
  },
  formHeading: 'Informations du relevé',
  needsJavaScript: `La vérification d'un relevé nécessite JavaScript, qui est désactivé dans ce navigateur. Activez-le dans les paramètres de votre navigateur et rechargez la page, ou faites vérifier le relevé ${atAnyBranch('fr')}.`,
  notes: [
    'Tous les champs tiennent compte des majuscules et des minuscules\u00a0: saisissez chaque valeur exactement comme elle est imprimée sur le relevé, avec les mêmes majuscules, tirets et espaces.',
    `Particuliers\u00a0: dans «\u00a0${ID_LABEL}\u00a0», saisissez le numéro figurant sur la carte nationale d'identité (CNI) du client.`,
    `Entreprises\u00a0: dans «\u00a0${ID_LABEL}\u00a0», saisissez le numéro de contribuable (NIU) de l'entreprise.`,
  ],
  fields: {
    referenceNumber: { label: 'Numéro de référence', hint: 'Imprimé en haut de chaque page du relevé.' },
    idNumber: {
      label: ID_LABEL,
      hint: "Numéro de la carte nationale d'identité pour les particuliers, numéro de contribuable (NIU) pour les entreprises.",
    },
    accountNumber: { label: 'Numéro de compte', hint: 'Chiffres uniquement.' },
  },
  problems: {
    referenceNumber: {
      required: 'Saisissez le numéro de référence.',
      'too-long': 'Le numéro de référence ne peut pas dépasser {maxLength}\u00a0caractères.',
    },
    idNumber: {
      required:
        "Saisissez le numéro de la carte nationale d'identité du client ou le numéro de contribuable de l'entreprise.",
      'too-long': "Le numéro d'identité ne peut pas dépasser {maxLength}\u00a0caractères.",
    },
    accountNumber: {
      required: 'Saisissez le numéro de compte.',
      'too-long': 'Le numéro de compte ne peut pas dépasser {maxLength}\u00a0chiffres.',
      'digits-only': 'Le numéro de compte ne peut contenir que des chiffres (0 à 9).',
    },
  },
  pasteCut:
    'Le texte collé était trop long\u00a0: ce champ accepte au plus {maxLength}\u00a0caractères, la fin a donc été coupée. Veuillez le vérifier.',
  verifyButton: 'Vérifier',
  waitingButton: 'Veuillez patienter...',
  waitingAnnouncement: 'Veuillez patienter... nous comparons le relevé à nos registres.',
  failure: 'La vérification du relevé a échoué. Veuillez vérifier vos informations.',
  outerSpacesHint: {
    one: 'Les espaces comptent aussi\u00a0: vérifiez le début et la fin du champ {fields}.',
    other: 'Les espaces comptent aussi\u00a0: vérifiez le début et la fin des champs {fields}.',
  },
  insecureContext:
    'Cette vérification nécessite une connexion sécurisée. Ouvrez la page depuis une adresse qui commence par https:// et réessayez.',
  checkError: "Le relevé n'a pas pu être vérifié pour le moment. Veuillez réessayer.",
  savedCopy:
    'Cette page est une copie enregistrée sur votre appareil et ses registres ne sont peut-être plus à jour\u00a0: elle ne peut pas vérifier un relevé. Rechargez la page avec une connexion internet, puis appuyez de nouveau sur «\u00a0Vérifier\u00a0».',
  offline:
    "La vérification d'un relevé nécessite une connexion internet, afin que la réponse s'appuie sur nos registres à jour. Vous êtes hors connexion\u00a0: connectez-vous à internet, puis appuyez de nouveau sur «\u00a0Vérifier\u00a0».",
  verified: {
    heading: 'Vérifié',
    summary: `Les informations correspondent à un relevé émis par ${identity.name}.`,
    caption: 'Résultat de la vérification',
    columns: { status: 'Statut', accountNumber: 'Numéro de compte', statement: 'Relevé' },
    status: 'Valide',
    download: 'Télécharger',
    downloadDetail: " le relevé (PDF, s'ouvre dans un nouvel onglet)",
    verifyAnother: 'Vérifier un autre relevé',
  },
} satisfies VerifyStatementContent & Translated<typeof english>;

export default verifyStatement;
