import { atAnyBranch, identity, phoneOnOneLine, type Translated } from '@mboa/shared';
import type english from './faqs.en';
import type { FaqsContent } from './faqs';

const n = identity.shortName;

const notShownAmounts = `Les taux et les montants évoluent\u00a0: nous ne les publions donc pas sur ce site. Demandez en agence ou écrivez à ${identity.email.info} pour connaître les chiffres qui s'appliquent à vous aujourd'hui.`;

const faqs = {
  meta: {
    title: `Questions fréquentes | ${n}`,
    description: `Réponses sur les comptes ${n}, les prêts, les njangies, l'application et l'USSD, les virements, les relevés, la sécurité, les frais et les entreprises.`,
  },
  banner: {
    title: 'Questions fréquentes',
    description:
      'Neuf thèmes, chacun avec les questions que nos membres nous posent le plus. Ouvrez une question pour lire sa réponse.',
  },
  topicsHeading: 'Thèmes',
  topics: [
    {
      id: 'accounts',
      title: 'Comptes',
      summary: 'Ouvrir un compte, qui peut en ouvrir un et quoi apporter.',
      more: { href: '/personal-banking', text: 'Comparer les comptes Particuliers' },
      questions: [
        {
          question: 'Comment ouvrir un compte\u00a0?',
          answer: [
            `Ouvrez-le dans l'application ${n} en quelques minutes, ou ${atAnyBranch('fr')}. Préparez votre pièce d'identité et un justificatif de domicile\u00a0; selon le compte, nous pouvons vous demander d'autres documents.`,
          ],
        },
        {
          question: 'Que dois-je apporter\u00a0?',
          answer: [
            "Une carte nationale d'identité ou un passeport en cours de validité et un justificatif de domicile, par exemple une facture récente d'eau ou d'électricité ou une attestation de votre chef de quartier.",
            "Un compte crédit demande aussi un justificatif de revenus ou d'emploi\u00a0; un compte étudiant, un justificatif de statut d'étudiant.",
          ],
        },
        {
          question: 'Quel âge faut-il avoir\u00a0?',
          answer: [
            "Il faut avoir 18\u00a0ans ou plus pour un compte d'épargne, un compte crédit ou un compte individuel. Les étudiants peuvent ouvrir un compte étudiant dès 16\u00a0ans.",
            "Les enfants de moins de 18\u00a0ans ont un compte mineur, ouvert et géré par un parent ou un tuteur, qui apporte sa propre pièce d'identité et son justificatif de domicile.",
          ],
        },
        {
          question: "Les comptes d'épargne ont-ils des frais de tenue de compte\u00a0?",
          answer: ["Non. Les comptes d'épargne et les comptes étudiants sont sans frais de tenue de compte."],
        },
      ],
    },
    {
      id: 'loans',
      title: 'Prêts',
      summary: 'Demander un prêt personnel ou un prêt entreprise.',
      more: { href: '/personal-loans', text: 'En savoir plus sur les prêts personnels' },
      questions: [
        {
          question: 'Comment demander un prêt\u00a0?',
          answer: [
            "Connectez-vous à l'application ou à la banque en ligne et choisissez Prêts, ou venez en agence. Un chargé de prêt examine avec vous vos besoins et votre plan de remboursement avant toute signature.",
          ],
        },
        {
          question: "Quels sont vos taux d'intérêt et vos plafonds de prêt\u00a0?",
          answer: [notShownAmounts],
        },
        {
          question: 'Mon entreprise peut-elle emprunter\u00a0?',
          answer: [
            "Oui. Un compte crédit entreprise demande une entreprise enregistrée avec des documents valides, de bons antécédents de crédit et au moins 12\u00a0mois d'activité. Les prêts entreprise sont sans garantie, immobiliers, spéciaux ou d'amorçage.",
          ],
        },
      ],
    },
    {
      id: 'njangie-groups',
      title: 'Njangies et groupes',
      summary: 'Des comptes pour les njangies, les réunions, les associations et les églises.',
      more: { href: '/group-societies', text: "Découvrir l'épargne de groupe" },
      questions: [
        {
          question: 'Notre njangie peut-elle ouvrir un compte\u00a0?',
          answer: [
            "Oui. Un compte de groupe njangie demande un groupe enregistré, ses statuts, la liste des membres du bureau avec leurs pièces d'identité, et au moins 5\u00a0membres. Chaque cotisation versée sur le compte figure sur son relevé, que le bureau peut présenter en séance.",
          ],
        },
        {
          question: 'Que faut-il pour un compte réunion\u00a0?',
          answer: [
            "Un groupe enregistré, ses statuts, les pièces d'identité des signataires et un justificatif de domicile.",
          ],
        },
        {
          question: 'Notre église peut-elle ouvrir un compte\u00a0?',
          answer: [
            "Oui, pour les dîmes, les offrandes et les dons. Apportez l'enregistrement de l'église, les pièces d'identité des responsables, un justificatif de domicile, les statuts si vous en avez, et désignez au moins 2\u00a0signataires.",
          ],
        },
      ],
    },
    {
      id: 'ways-to-bank',
      title: 'Nos canaux bancaires\u00a0: application, banque en ligne et USSD',
      summary: 'Faire vos opérations depuis votre téléphone, avec ou sans données mobiles.',
      more: { href: '/ways-to-bank', text: 'Voir nos canaux bancaires' },
      questions: [
        {
          question: 'Puis-je faire mes opérations sans données mobiles\u00a0?',
          answer: [
            `Oui. Composez le ${identity.ussdCode} sur n'importe quel téléphone, même un modèle simple, pour consulter votre solde, envoyer de l'argent, payer une facture ou voir un mini-relevé. Cela fonctionne sur un réseau faible et ne consomme aucune donnée.`,
          ],
        },
        {
          question: "Où trouver l'application\u00a0?",
          answer: [
            `L'application ${n} est sur l'App Store et Google Play. Les liens sont en bas de chaque page de ce site.`,
          ],
        },
        {
          question: 'Puis-je me connecter sur ce site\u00a0?',
          answer: [
            "Les pages de connexion, de création de compte et de mot de passe oublié de ce site sont de simples formulaires\u00a0: rien de ce que vous y saisissez n'est envoyé. Utilisez l'application ou passez en agence.",
          ],
        },
      ],
    },
    {
      id: 'cards-transfers',
      title: 'Cartes et virements',
      summary: 'La carte virtuelle, les virements et le paiement de factures.',
      more: { href: '/bank_transfer', text: 'En savoir plus sur les virements gratuits' },
      questions: [
        {
          question: `Les virements entre comptes ${n} sont-ils payants\u00a0?`,
          answer: [`Non. Les virements entre comptes ${n}, les vôtres ou ceux d'un autre membre, sont gratuits.`],
        },
        {
          question: "Qu'est-ce que la carte virtuelle\u00a0?",
          answer: [
            "Une carte qui se trouve dans l'application, pour payer en ligne et acheter des billets sans carte en plastique. Si vous voyez un paiement que vous ne reconnaissez pas, bloquez-la tout de suite dans l'application.",
          ],
        },
        {
          question: "Mon virement n'est pas arrivé. Que faire\u00a0?",
          answer: [
            `Vérifiez le numéro de compte saisi, puis écrivez à ${identity.email.support} en indiquant la date, le montant et la référence du virement.`,
          ],
        },
      ],
    },
    {
      id: 'verify-statement',
      title: 'Vérifier un relevé',
      summary: "S'assurer qu'un relevé de compte vient bien de nous.",
      more: { href: '/verify-statement', text: 'Vérifier un relevé' },
      questions: [
        {
          question: 'Qui utilise Vérifier un relevé\u00a0?',
          answer: [
            `Toute personne qui reçoit un relevé ${n}, par exemple un bailleur, un employeur ou une ambassade, peut vérifier sur ce site qu'il est authentique avant de s'y fier.`,
          ],
        },
        {
          question: 'Que faut-il pour vérifier un relevé\u00a0?',
          answer: [
            "Le numéro de référence imprimé sur le relevé, le numéro de la carte nationale d'identité du titulaire (pour une entreprise, son numéro de contribuable, le NIU) et le numéro de compte. Tous les champs tiennent compte des majuscules et des minuscules.",
          ],
        },
        {
          question: 'La vérification a échoué. Que faire\u00a0?',
          answer: [
            `Vérifiez chaque champ lettre par lettre. Si elle échoue encore, ne vous fiez pas au relevé\u00a0: écrivez à ${identity.email.fraud}.`,
          ],
        },
      ],
    },
    {
      id: 'security-fraud',
      title: 'Sécurité et fraude',
      summary: 'Protéger votre argent, et que faire en cas de problème.',
      questions: [
        {
          question: `${n} peut-elle me demander mon code PIN ou mon mot de passe\u00a0?`,
          answer: [
            'Jamais\u00a0: ni par téléphone, ni par SMS, WhatsApp, chat ou e-mail. Quiconque vous demande votre code PIN, votre mot de passe ou un code à usage unique essaie de vous voler.',
          ],
        },
        {
          question: "J'ai reçu un SMS disant qu'on m'a envoyé de l'argent par erreur. Dois-je le renvoyer\u00a0?",
          answer: [
            `N'envoyez rien. Vérifiez d'abord votre solde dans l'application ou par USSD\u00a0: c'est une arnaque courante, et le SMS est en général faux. Si de l'argent est vraiment arrivé, écrivez à ${identity.email.fraud}\u00a0: nous enquêtons et vous disons ce qui peut être fait.`,
          ],
        },
        {
          question: "J'ai perdu mon téléphone ou ma carte. Que faire\u00a0?",
          answer: [
            `Bloquez votre carte virtuelle dans l'application depuis un autre téléphone si vous le pouvez, puis écrivez tout de suite à ${identity.email.fraud}, ou appelez le ${phoneOnOneLine(identity.phone.plain)}.`,
          ],
        },
      ],
    },
    {
      id: 'fees',
      title: 'Frais',
      summary: "Ce qui est gratuit, et où trouver les frais qui s'appliquent à vous.",
      questions: [
        {
          question: 'Quels services sont gratuits\u00a0?',
          answer: [
            `Les virements entre comptes ${n} sont gratuits. Les comptes d'épargne, les comptes d'épargne entreprise et les comptes étudiants sont sans frais de tenue de compte.`,
          ],
        },
        {
          question: 'Où voir les autres frais\u00a0?',
          answer: [notShownAmounts],
        },
      ],
    },
    {
      id: 'business-banking',
      title: 'Entreprises',
      summary: 'Comptes, crédit et banque en ligne pour les entreprises.',
      more: { href: '/business-banking', text: "Voir l'offre Entreprises" },
      questions: [
        {
          question: 'Quels comptes proposez-vous aux entreprises\u00a0?',
          answer: [
            "Compte de dépôt entreprise, compte d'épargne entreprise, compte société, compte de groupe, compte d'église et compte crédit entreprise, prêts entreprise, banque en ligne entreprise et Services d'assistance aux entreprises.",
          ],
        },
        {
          question: 'Plusieurs personnes peuvent-elles utiliser notre compte entreprise\u00a0?',
          answer: [
            'Oui. Les comptes société et entreprise offrent un accès à plusieurs utilisateurs avec les rôles que vous choisissez\u00a0: un caissier peut préparer les paiements et un directeur les valider.',
          ],
        },
        {
          question: 'Depuis combien de temps mon entreprise doit-elle exister pour obtenir un crédit\u00a0?',
          answer: [
            "Un compte crédit entreprise demande au moins 12\u00a0mois d'activité, une entreprise enregistrée avec des documents valides et de bons antécédents de crédit.",
          ],
        },
      ],
    },
  ],
  stillStuck: {
    heading: "Vous n'avez pas trouvé votre réponse\u00a0?",
    text: `Discutez avec notre équipe, ou découvrez tous les moyens de nous joindre. Horaires du chat en direct\u00a0: ${identity.liveChat.hours.fr}.`,
    links: [
      { href: '/help-center', text: "Aller au Centre d'aide" },
      { href: '/contact-us', text: 'Nous contacter' },
    ],
  },
} satisfies FaqsContent & Translated<typeof english>;

export default faqs;
