/** Star rating of a testimonial, shown as a row of five stars. */
export type Rating = 1 | 2 | 3 | 4 | 5;

/** A customer testimonial: static sample data shown on the home page. */
export interface Testimonial {
  id: string;
  review: string;
  authorName: string;
  rating: Rating;
}

/** Carousel behaviour fixed by the product contract. */
export const testimonialsCarouselSettings = {
  perSlide: 5,
  autoAdvanceMs: 5000,
  swipeThresholdPx: 40,
} as const;

/** Sample testimonials: invented people and quotes, for a fictional credit union. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 't01',
    review:
      'I sell foodstuff at Limbe main market. The daily savings collector passes by my stall every evening, and in one year I saved enough to pay my children\u2019s school fees without borrowing.',
    authorName: 'Elizabeth Ngwa',
    rating: 5,
  },
  {
    id: 't02',
    review:
      'Our njangie used to keep contributions in a box at the president\u2019s house. Now everything is in a Njangie group account and every member can see the balance. No more quarrels.',
    authorName: 'Emmanuel Tabi',
    rating: 5,
  },
  {
    id: 't03',
    review:
      'Opening my student account in the app took less than ten minutes. Zero monthly fees is exactly what a student in Buea needs.',
    authorName: 'Brenda Ewane',
    rating: 4,
  },
  {
    id: 't04',
    review:
      'I send money to my mother in Bamenda every month. Transfers between Mboa accounts are free, so she receives the full amount.',
    authorName: 'Divine Mbah',
    rating: 5,
  },
  {
    id: 't05',
    review:
      'A business loan helped me buy a second freezer for my cold store. The loan officer explained every step, and the repayments follow my sales.',
    authorName: 'Cynthia Ngum',
    rating: 4,
  },
  {
    id: 't06',
    review:
      'Our fishermen\u2019s association keeps its dues in a Meeting House account. Every withdrawal needs two signatories, so members trust the books.',
    authorName: 'Joseph Mokake',
    rating: 5,
  },
  {
    id: 't07',
    review:
      'When the network is poor in my village I still check my balance and pay with USSD. I don\u2019t need mobile data or a smartphone.',
    authorName: 'Grace Ekema',
    rating: 5,
  },
  {
    id: 't08',
    review:
      'I pay my electricity and TV bills from the app at the end of the month. No more queues, no more transport fare to town.',
    authorName: 'Alain Tchoupo',
    rating: 4,
  },
  {
    id: 't09',
    review:
      'Live chat answered my question about the virtual card on a Saturday morning. I booked my flight to Douala the same day.',
    authorName: 'Solange Nformi',
    rating: 5,
  },
  {
    id: 't10',
    review:
      'The staff were patient when I opened a minor account for my daughter. She is learning to save from her pocket money, and she checks the balance with me every month.',
    authorName: 'Peter Achu',
    rating: 4,
  },
];
