import { identity, type Translated } from '@mboa/shared';
import type english from './testimonials.en';
import type { TestimonialsContent } from './testimonials';

const n = identity.shortName;

/** Témoignages d’exemple : personnes et propos inventés, pour une coopérative fictive. */
const testimonials = {
  ratingLabel: 'Noté {rating} sur {max}',
  items: [
    {
      id: 't01',
      review: `Je vends des vivres au grand marché de ${identity.address.city}. Le collecteur journalier passe à mon étal chaque soir, et en un an j'ai économisé de quoi payer les frais de scolarité de mes enfants sans emprunter.`,
      name: 'Elizabeth Ngwa',
      rating: 5,
    },
    {
      id: 't02',
      review:
        "Notre njangie gardait les cotisations dans une caisse chez le président. Aujourd'hui tout est sur un compte de groupe njangie et le bureau présente le solde à chaque séance. Plus de disputes.",
      name: 'Emmanuel Tabi',
      rating: 5,
    },
    {
      id: 't03',
      review:
        "Ouvrir mon compte étudiant dans l'application m'a pris moins de dix minutes. Sans frais de tenue de compte\u00a0: c'est exactement ce qu'il faut à un étudiant de Buea.",
      name: 'Brenda Ewane',
      rating: 4,
    },
    {
      id: 't04',
      review: `J'envoie de l'argent à ma mère à Bamenda chaque mois. Les virements entre comptes ${n} sont gratuits\u00a0: elle reçoit le montant entier.`,
      name: 'Divine Mbah',
      rating: 5,
    },
    {
      id: 't05',
      review:
        "Un prêt entreprise m'a permis d'acheter un deuxième congélateur pour ma chambre froide. Le chargé de prêt m'a expliqué chaque étape, et les remboursements suivent mes ventes.",
      name: 'Cynthia Ngum',
      rating: 4,
    },
    {
      id: 't06',
      review:
        'Notre association de pêcheurs garde ses cotisations sur un compte réunion. Chaque retrait demande deux signataires\u00a0: les membres ont confiance dans les comptes.',
      name: 'Joseph Mokake',
      rating: 5,
    },
    {
      id: 't07',
      review:
        'Quand le réseau est faible dans mon village, je consulte quand même mon solde et je paie par USSD. Pas besoin de données mobiles ni de smartphone.',
      name: 'Grace Ekema',
      rating: 5,
    },
    {
      id: 't08',
      review:
        "Je paie mes factures d'électricité et de télévision depuis l'application à la fin du mois. Plus de files d'attente, plus de frais de transport pour aller en ville.",
      name: 'Alain Tchoupo',
      rating: 4,
    },
    {
      id: 't09',
      review:
        "Le chat en direct a répondu à ma question sur la carte virtuelle un samedi matin. J'ai réservé mon billet d'avion pour Douala le jour même.",
      name: 'Solange Nformi',
      rating: 5,
    },
    {
      id: 't10',
      review:
        "Le personnel a été patient quand j'ai ouvert un compte mineur pour ma fille. Elle apprend à épargner avec son argent de poche, et elle vérifie le solde avec moi chaque mois.",
      name: 'Peter Achu',
      rating: 4,
    },
  ],
} satisfies TestimonialsContent & Translated<typeof english>;

export default testimonials;
