import { identity, type Translated } from '@mboa/shared';
import type english from './moneySkills.en';
import type { MoneySkillsContent } from './moneySkills';

const n = identity.shortName;
const { city } = identity.address;

const moneySkills = {
  meta: {
    title: `Money Skills\u00a0: éducation financière | ${n}`,
    description: `Séances Money Skills gratuites de ${n} à ${city} et dans les groupes qui nous invitent\u00a0: budget, njangie, crédit bien utilisé et repérage des fraudes.`,
  },
  banner: {
    title: 'Money Skills\u00a0: éducation financière',
    description:
      "Notre programme d'éducation financière\u00a0: quatre modules courts et pratiques pour les membres, leur famille et toute personne qui veut gérer son argent avec plus d'assurance.",
  },
  intro: {
    heading: 'Pourquoi nous proposons Money Skills',
    paragraphs: [
      `Une coopérative d'épargne et de crédit appartient à ses membres, et les membres décident mieux quand ils comprennent l'argent. Depuis ${identity.foundedYear}, notre personnel de ${city} répond au guichet aux mêmes questions\u00a0: comment faire durer un salaire jusqu'à la fin du mois, si une njangie ou un compte d'épargne est plus sûr, combien coûte vraiment un prêt, et comment distinguer un vrai appel de ${n} d'une arnaque.`,
      `Money Skills rassemble ces réponses en quatre modules. Chacun dure environ une heure, s'appuie sur des exemples de la vie quotidienne au ${identity.address.country.fr} et se termine par quelques habitudes à adopter dès la semaine suivante. Les séances ont lieu en français ou en anglais, et le pidgin est toujours le bienvenu.`,
    ],
  },
  modules: {
    heading: 'Les quatre modules',
    intro:
      "Suivez-les dans l'ordre que vous voulez. Chaque module comprend une séance avec un formateur et les conseils ci-dessous, à garder.",
    label: 'Module n°\u00a0{number}',
    tipsHeading: 'Conseils à retenir',
    items: [
      {
        id: 'budgeting',
        title: 'Faire son budget',
        summary:
          'Savoir où va votre argent, pour que les frais de scolarité, le loyer et les imprévus ne vous prennent pas au dépourvu.',
        tips: [
          'Notez pendant un mois chaque somme qui entre et qui sort, même les petits frais de transport et le crédit de communication.',
          "Séparez les besoins (nourriture, loyer, frais de scolarité, médicaments) des envies, et payez les besoins en premier, le jour où l'argent arrive.",
          "Prévoyez les gros mois\u00a0: la rentrée scolaire en septembre et les fêtes de fin d'année coûtent plus cher qu'un mois normal.",
          'Gardez une petite réserve pour les imprévus, à part de votre argent de tous les jours, et alimentez-la chaque semaine, même un peu.',
          "Revoyez votre budget avec votre foyer une fois par mois et mettez-vous d'accord sur un seul changement à la fois.",
        ],
      },
      {
        id: 'njangie',
        title: 'Épargner avec la njangie',
        summary:
          "Garder la force de la tontine traditionnelle, sans les risques de l'argent liquide gardé dans une caisse.",
        tips: [
          'Mettez les règles par écrit\u00a0: montant de la cotisation, ordre des tours, ce qui se passe quand un membre est en retard, et comment un membre peut partir.',
          "Gardez l'argent du groupe sur un compte de groupe avec au moins deux signataires plutôt que chez un membre.",
          'Enregistrez chaque cotisation et chaque remise de la cagnotte, et lisez le solde à voix haute à chaque séance pour que chaque membre puisse le vérifier.',
          'Gardez la cagnotte de votre tour pour un objectif prévu, comme du stock pour votre commerce ou des frais de scolarité, au lieu de la dépenser le jour même.',
          "Ajoutez un compte d'épargne personnel à côté de la njangie, pour que votre épargne continue de grandir entre deux tours.",
        ],
      },
      {
        id: 'credit',
        title: 'Bien utiliser le crédit',
        summary:
          'Emprunter pour ce qui vous rapporte, et choisir un remboursement que vous pouvez tenir même pendant un mois difficile.',
        tips: [
          'Empruntez dans un but précis, comme du stock, du matériel ou des frais de scolarité, et sachez comment le prêt sera remboursé avant de signer.',
          "Demandez le coût total du prêt, tous frais compris, et comparez-le avec ce qu'il vous fera gagner ou économiser.",
          'Choisissez des échéances adaptées à votre mois de ventes ou de salaire le plus faible, pas au meilleur.',
          "N'empruntez jamais pour rembourser un autre prêt sans en parler d'abord à votre chargé de prêt.",
          "Ne vous portez caution que pour une personne que vous connaissez bien\u00a0: la caution doit rembourser si l'emprunteur ne le fait pas.",
        ],
      },
      {
        id: 'fraud',
        title: 'Repérer la fraude',
        summary:
          'Reconnaître les ruses utilisées par téléphone, par SMS et sur les réseaux sociaux, et protéger votre compte et votre mobile money.',
        tips: [
          `Le personnel de ${n} ne vous demandera jamais votre mot de passe, votre code PIN ou le code envoyé sur votre téléphone, ni par appel, ni par SMS, WhatsApp ou e-mail.`,
          "Méfiez-vous de l'urgence\u00a0: «\u00a0votre compte sera fermé aujourd'hui\u00a0», «\u00a0vous avez gagné un prix\u00a0», ou un inconnu qui «\u00a0a envoyé de l'argent par erreur\u00a0».",
          "Vérifiez un relevé qu'on vous présente avec l'outil Vérifier un relevé avant de l'accepter comme preuve de fonds.",
          "Ne payez jamais de frais pour recevoir un prêt, un emploi ou un prix\u00a0: c'est toujours une arnaque.",
          "Si vous avez communiqué un code ou si vous voyez un paiement que vous n'avez pas fait, appelez-nous tout de suite pour que nous puissions bloquer votre accès.",
        ],
        report: {
          text: "Signalez un appel, un message ou une opération suspects à notre équipe antifraude. N'indiquez pas votre mot de passe ni votre code PIN dans le message.",
          action: {
            kind: 'mail',
            label: `Écrire à ${identity.email.fraud}`,
            mailbox: 'fraud',
            subject: 'Signalement de fraude présumée',
          },
        },
      },
    ],
  },
  sessions: {
    heading: 'Comment participer à une séance',
    intro: `Les séances sont gratuites et ouvertes aux membres comme aux non-membres. Elles ont lieu à notre siège de ${city}, et nous venons dans les marchés, les écoles, les églises et les séances de njangie qui nous invitent.`,
    steps: [
      `Écrivez à ${identity.email.info} en indiquant le module qui vous intéresse, la langue que vous préférez et le nombre de participants.`,
      "Nous vous répondons sous deux jours ouvrables avec les prochaines dates, ou pour convenir d'une visite à votre groupe.",
      "Venez avec vos questions\u00a0: il n'y a pas d'examen, et rien à acheter.",
    ],
  },
  nextStep: {
    heading: 'Réserver une séance Money Skills',
    text: 'Dites-nous quel module vous intéresse, pour vous-même ou pour votre groupe, et nous vous proposerons une date.',
    action: {
      kind: 'mail',
      label: 'Écrivez-nous pour réserver une séance',
      mailbox: 'info',
      subject: "Réservation d'une séance Money Skills",
    },
  },
  related: {
    heading: 'Mettez vos connaissances en pratique',
    links: [
      {
        title: "Compte d'épargne journalière",
        summary:
          'Un collecteur journalier passe à votre étal ou à votre boutique\u00a0: vous épargnez un peu chaque jour.',
        href: '/daily_saving_account',
        linkText: "Le compte d'épargne journalière en détail",
      },
      {
        title: 'Compte de groupe njangie',
        summary: "Gardez l'argent de votre njangie en sécurité entre les réunions, avec plusieurs signataires.",
        href: '/njangie',
        linkText: 'Le compte njangie en détail',
      },
      {
        title: 'Vérifier un relevé',
        summary: "Vérifiez que nous avons bien émis le relevé qu'on vous présente.",
        href: '/verify-statement',
        linkText: 'Vérifier un relevé',
      },
    ],
  },
} satisfies MoneySkillsContent & Translated<typeof english>;

export default moneySkills;
