import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './forgotPassword.en';
import form from './forms.fr';
import { FIELD_MAX_LENGTH, type FormPageContent } from './forms';

const n = identity.shortName;

const forgotPassword = {
  meta: {
    title: `Mot de passe oublié | ${n}`,
    description: `Mot de passe ${n} oublié\u00a0? Il se réinitialise dans l'application mobile ou en agence avec votre pièce d'identité\u00a0; ce formulaire n'envoie rien.`,
  },
  heading: 'Mot de passe oublié\u00a0?',
  intro: `Les mots de passe se réinitialisent dans l'application mobile ${n}, ou ${atAnyBranch('fr')}, avec votre pièce d'identité. Ce formulaire n'envoie aucun e-mail\u00a0: ce que vous saisissez reste dans cette page et n'est pas envoyé.`,
  fields: [
    {
      name: 'email',
      label: 'Adresse e-mail',
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: FIELD_MAX_LENGTH.email,
    },
  ],
  submitLabel: 'Réinitialiser le mot de passe',
  outcome: `Les mots de passe se réinitialisent dans l'application mobile ${n} ou dans l'une de nos agences, avec votre pièce d'identité. Rien de ce que vous avez saisi n'a été envoyé ni enregistré.`,
  links: [{ text: 'Retour à la connexion', to: '/login' }],
  form,
} satisfies FormPageContent & Translated<typeof english>;

export default forgotPassword;
