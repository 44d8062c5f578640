import { atAnyBranch, type Translated } from '@mboa/shared';
import type english from './forms.en';
import type { FormText } from './forms';

const forms = {
  loadingLabel: 'Chargement…',
  needsJavaScript: {
    beforePhone:
      'Ce formulaire a besoin de JavaScript, qui est désactivé dans ce navigateur. Activez-le dans les paramètres de votre navigateur et rechargez la page, ou appelez-nous au',
    afterPhone: `, ou venez nous voir ${atAnyBranch('fr')}.`,
  },
  getTheApp: "Téléchargez l'application\u00a0:",
  errors: {
    required: 'Veuillez remplir ce champ.',
    invalidEmail: 'Veuillez saisir une adresse e-mail, par exemple nom@example.org.',
    tooLong: 'Ce champ accepte au plus {maxLength}\u00a0caractères.',
    pasteCut:
      'Le texte collé était trop long\u00a0: ce champ accepte au plus {maxLength}\u00a0caractères, la fin a donc été coupée. Veuillez le vérifier.',
  },
} satisfies FormText & Translated<typeof english>;

export default forms;
