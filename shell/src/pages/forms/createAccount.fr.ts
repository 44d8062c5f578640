import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './createAccount.en';
import form from './forms.fr';
import { FIELD_MAX_LENGTH, type FormPageContent } from './forms';

const n = identity.shortName;

const createAccount = {
  meta: {
    title: `Ouvrir un compte | ${n}`,
    description: `Comment ouvrir un compte ${n}\u00a0: dans l'application mobile ou en agence, avec une pièce d'identité et un justificatif de domicile.`,
  },
  heading: 'Ouvrir un compte',
  intro: `Les comptes s'ouvrent dans l'application mobile ${n} ou ${atAnyBranch('fr')}, avec une carte nationale d'identité (CNI) ou un passeport en cours de validité et un justificatif de domicile. Ce formulaire n'ouvre pas de compte\u00a0: ce que vous saisissez reste dans cette page et n'est pas envoyé.`,
  fields: [
    { name: 'firstName', label: 'Prénom', type: 'text', autoComplete: 'given-name', maxLength: FIELD_MAX_LENGTH.name },
    { name: 'lastName', label: 'Nom', type: 'text', autoComplete: 'family-name', maxLength: FIELD_MAX_LENGTH.name },
    {
      name: 'email',
      label: 'Adresse e-mail',
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: FIELD_MAX_LENGTH.email,
    },
    {
      name: 'phone',
      label: 'Numéro de téléphone',
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
      maxLength: FIELD_MAX_LENGTH.phone,
    },
    {
      name: 'password',
      label: 'Mot de passe',
      type: 'password',
      autoComplete: 'new-password',
      maxLength: FIELD_MAX_LENGTH.password,
    },
  ],
  submitLabel: 'Créer un compte',
  outcome: `Les comptes s'ouvrent en quelques minutes dans l'application mobile ${n}, ou dans l'une de nos agences. Rien de ce que vous avez saisi n'a été envoyé ni enregistré.`,
  links: [{ text: 'Déjà membre\u00a0? Se connecter', to: '/login' }],
  form,
} satisfies FormPageContent & Translated<typeof english>;

export default createAccount;
