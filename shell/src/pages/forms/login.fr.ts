import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type english from './login.en';
import form from './forms.fr';
import { FIELD_MAX_LENGTH, type FormPageContent } from './forms';

const n = identity.shortName;

const login = {
  meta: {
    title: `Se connecter | ${n}`,
    description: `La page de connexion de ${n}. La banque en ligne se fait dans l'application mobile ${n}\u00a0: rien de ce que vous saisissez ici n'est envoyé.`,
  },
  heading: 'Se connecter',
  intro: `Les membres font leurs opérations en ligne dans l'application mobile ${n}, et au guichet ${atAnyBranch('fr')}\u00a0: ce site ne vous connecte pas. Ce que vous saisissez dans ce formulaire reste dans cette page et n'est envoyé à personne.`,
  fields: [
    {
      name: 'username',
      label: "Nom d'utilisateur",
      type: 'text',
      autoComplete: 'username',
      maxLength: FIELD_MAX_LENGTH.username,
    },
    {
      name: 'password',
      label: 'Mot de passe',
      type: 'password',
      autoComplete: 'current-password',
      maxLength: FIELD_MAX_LENGTH.password,
    },
  ],
  submitLabel: 'Se connecter',
  outcome: `Connectez-vous depuis l'application mobile ${n}. Si votre mot de passe ne fonctionne plus, il peut être réinitialisé en agence. Rien de ce que vous avez saisi n'a été envoyé ni enregistré.`,
  links: [
    { text: 'Mot de passe oublié\u00a0?', to: '/forgot_password' },
    { text: 'Ouvrir un compte', to: '/create-account' },
  ],
  form,
} satisfies FormPageContent & Translated<typeof english>;

export default login;
