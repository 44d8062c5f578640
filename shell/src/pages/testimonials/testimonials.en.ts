import { identity } from '@mboa/shared';
import type { TestimonialsContent } from './testimonials';

const n = identity.shortName;

/** Sample testimonials: invented people and quotes, for a fictional credit union. */
const testimonials = {
  ratingLabel: 'Rated {rating} out of {max}',
  items: [
    {
      id: 't01',
      review: `I sell foodstuff at ${identity.address.city} main market. The daily savings collector passes by my stall every evening, and in one year I saved enough to pay my children\u2019s school fees without borrowing.`,
      name: 'Elizabeth Ngwa',
      rating: 5,
    },
    {
      id: 't02',
      review:
        'Our njangie used to keep contributions in a box at the president\u2019s house. Now everything is in a Njangie group account and the committee shows the balance at every meeting. No more quarrels.',
      name: 'Emmanuel Tabi',
      rating: 5,
    },
    {
      id: 't03',
      review:
        'Opening my student account in the app took less than ten minutes. No monthly maintenance fees: exactly what a student in Buea needs.',
      name: 'Brenda Ewane',
      rating: 4,
    },
    {
      id: 't04',
      review: `I send money to my mother in Bamenda every month. Transfers between ${n} accounts are free, so she receives the full amount.`,
      name: 'Divine Mbah',
      rating: 5,
    },
    {
      id: 't05',
      review:
        'A business loan helped me buy a second freezer for my cold store. The loan officer explained every step, and the repayments follow my sales.',
      name: 'Cynthia Ngum',
      rating: 4,
    },
    {
      id: 't06',
      review:
        'Our fishermen\u2019s association keeps its dues in a Meeting House account. Every withdrawal needs two signatories, so members trust the books.',
      name: 'Joseph Mokake',
      rating: 5,
    },
    {
      id: 't07',
      review:
        'When the network is poor in my village I still check my balance and pay with USSD. I don\u2019t need mobile data or a smartphone.',
      name: 'Grace Ekema',
      rating: 5,
    },
    {
      id: 't08',
      review:
        'I pay my electricity and TV bills from the app at the end of the month. No more queues, no more transport fare to town.',
      name: 'Alain Tchoupo',
      rating: 4,
    },
    {
      id: 't09',
      review:
        'Live chat answered my question about the virtual card on a Saturday morning. I booked my flight to Douala the same day.',
      name: 'Solange Nformi',
      rating: 5,
    },
    {
      id: 't10',
      review:
        'The staff were patient when I opened a minor account for my daughter. She is learning to save from her pocket money, and she checks the balance with me every month.',
      name: 'Peter Achu',
      rating: 4,
    },
  ],
} satisfies TestimonialsContent;

export default testimonials;
