import { atAnyBranch, identity, type Translated } from '@mboa/shared';
import type { AboutContent } from './about';
import type english from './about.en';

const n = identity.shortName;
const city = identity.address.city;
const region = identity.address.region.fr;
const country = identity.address.country.fr;

const about = {
  meta: {
    title: `À propos de ${n} | ${identity.name}`,
    description: `${identity.name}\u00a0: coopérative d'épargne et de crédit de 1re catégorie, détenue par ses membres, à ${city} (${country}) depuis ${identity.foundedYear}.`,
  },
  banner: {
    title: `À propos de ${n}`,
    description: `${identity.name} est une coopérative\u00a0: ses membres la possèdent, y épargnent et y empruntent. Nous servons ${city} et la ${region} depuis ${identity.foundedYear}.`,
  },
  whoWeAre: {
    heading: 'Qui nous sommes',
    paragraphs: [
      `${n} est une coopérative d'épargne et de crédit, établissement de microfinance de 1re catégorie, dont le siège est à ${city}. Un établissement de 1re catégorie collecte l'épargne de ses seuls membres et ne prête qu'à eux\u00a0; il est contrôlé comme tout établissement de microfinance au ${country}.`,
      "Les membres élisent le conseil d'administration lors de l'assemblée générale annuelle, selon le principe «\u00a0un membre, une voix\u00a0». L'épargne des membres finance les prêts accordés à d'autres membres\u00a0: l'argent reste dans les communautés d'où il vient.",
    ],
  },
  members: {
    heading: 'À qui nous nous adressons',
    intro: 'Toute personne qui peut ouvrir un compte peut devenir membre, seule ou en groupe\u00a0:',
    items: [
      'Les particuliers\u00a0: salariés, commerçants, agriculteurs et pêcheurs.',
      'Les étudiants, sans frais de tenue de compte sur le compte étudiant.',
      'Les mineurs, grâce à un compte ouvert par un parent ou un tuteur.',
      "Les entreprises et les PME, de l'étal du marché à la société qui compte plusieurs agences.",
      'Les coopératives, associations et groupes, avec plusieurs signataires.',
      'Les églises, pour les dîmes, les offrandes et les projets de construction.',
      "Les njangies (tontines)\u00a0: des groupes d'épargne tournante qui veulent des cotisations en sécurité et visibles de tous.",
    ],
  },
  values: {
    heading: 'Nos valeurs',
    items: [
      {
        title: 'Détenue par ses membres',
        text: "Pas d'actionnaires extérieurs\u00a0: ce sont les personnes que nous servons qui décident de la gestion de la coopérative.",
      },
      {
        title: 'Proche de vous',
        text: "Des collecteurs journaliers dans les marchés, des agences, l'application et l'USSD sur tout téléphone, même sans données mobiles.",
      },
      {
        title: 'Clarté et équité',
        text: `Ce que coûte un compte et ce qu'exige un prêt vous sont dits clairement avant toute signature. Les virements entre comptes ${n} sont gratuits.`,
      },
      {
        title: 'Respect de vos données',
        text: "Ce site n'a ni publicité ni traceurs tiers, et ses formulaires de connexion n'envoient rien nulle part. La vitesse des pages n'est mesurée que si nous l'activons, sans rien qui vous identifie.",
      },
    ],
  },
  supervision: {
    heading: 'Agréments et contrôle',
    intro: "Nos identifiants réglementaires (valeurs d'exemple pour ce site de démonstration)\u00a0:",
  },
  headOffice: {
    heading: 'Rendez-nous visite au siège',
    telephoneLabel: 'Téléphone\u00a0:',
    emailLabel: 'E-mail\u00a0:',
  },
  nextStep: {
    heading: 'Devenez membre',
    text: `Ouvrez un compte en quelques minutes dans l'application mobile, ou ${atAnyBranch('fr')}, avec votre pièce d'identité. Une question d'abord\u00a0? Écrivez-nous\u00a0: nous répondons sous deux jours ouvrables.`,
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour ouvrir un compte',
      mailbox: 'info',
      subject: 'Ouverture de compte',
    },
  },
  related: {
    heading: `En savoir plus sur ${n}`,
    links: [
      {
        title: 'Notre histoire',
        summary: `Notre parcours de ${identity.foundedYear} à aujourd'hui, année après année.`,
        href: '/our-story',
        linkText: 'Lire notre histoire',
      },
      {
        title: 'Témoignages',
        summary: 'Exemples de ce que nous disent nos membres sur leur compte.',
        href: '/testimonies',
        linkText: 'Lire les témoignages',
      },
      {
        title: 'Carrières',
        summary: 'Postes ouverts de collecteurs journaliers et de développeurs.',
        href: '/career',
        linkText: 'Voir les postes ouverts',
      },
      {
        title: 'Presse',
        summary: 'Communiqués de presse et contact médias.',
        href: '/press',
        linkText: 'Communiqués de presse',
      },
      {
        title: 'Money Skills\u00a0: éducation financière',
        summary: 'Des séances gratuites sur le budget, la njangie, le crédit et la fraude.',
        href: '/money-skills',
        linkText: 'Découvrir Money Skills',
      },
      {
        title: 'Mentions légales',
        summary: "Conditions d'utilisation, politique de confidentialité et politique relative aux cookies.",
        href: '/legal',
        linkText: 'Lire les mentions légales',
      },
    ],
  },
} satisfies AboutContent & Translated<typeof english>;

export default about;
