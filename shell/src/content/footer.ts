import { identity, type RoutePath } from '@mboa/shared';

/** One footer link. An href starting with "#" is an in-page anchor, anything else an internal route. */
export interface FooterLink {
  href: string;
  text: string;
  /** For an anchor: the page that holds it, opened when the current page does not. */
  anchorPage?: RoutePath;
}

export interface FooterColumn {
  /** Stable id: used for the heading id and as data-footer-column for tests. */
  id: string;
  heading: string;
  links: readonly FooterLink[];
}

/**
 * The four footer columns. The hrefs, their order and their spelling are contract
 * (docs/product-contract.md): deposit_ccount and corperate_account are intentional, and there
 * are no trailing slashes.
 */
export const footerColumns: readonly FooterColumn[] = [
  {
    id: 'personal-banking',
    heading: 'Personal Banking',
    links: [
      { href: '/personal-banking', text: 'Personal banking' },
      { href: '/deposit_ccount', text: 'Deposit account' },
      { href: '/credit_account', text: 'Credit account' },
      { href: '/student-account', text: 'Student account' },
      { href: '/daily_saving_account', text: 'Daily savings account' },
      { href: '/minor_account', text: 'Minor account' },
      { href: '/individual_account', text: 'Individual account' },
    ],
  },
  {
    id: 'business-banking',
    heading: 'Business Banking',
    links: [
      { href: '/business_deposit_account', text: 'Business deposit account' },
      { href: '/business_saving_account', text: 'Business savings account' },
      { href: '/corperate_account', text: 'Corporate account' },
      { href: '/group_account', text: 'Group account' },
      { href: '/business_loans', text: 'Business loans' },
      { href: '/business_online_banking', text: 'Business online banking' },
      { href: '/business_credit_account', text: 'Business credit account' },
      { href: '/business_online_support', text: 'Business online support' },
    ],
  },
  {
    id: 'group-societies',
    heading: 'Group Societies',
    links: [
      { href: '/njangie', text: 'Njangie group account' },
      { href: '/meetings', text: 'Meeting House account' },
      { href: '#loan_application', text: 'Group loan application', anchorPage: '/group-societies' },
    ],
  },
  {
    id: 'help-centre',
    heading: 'Help Centre',
    links: [
      { href: `/about_${identity.slug}`, text: `About ${identity.shortName}` },
      { href: '/ways-to-bank', text: 'Ways to bank' },
      { href: '/verify-statement', text: 'Verify a statement' },
      { href: '/money-skills', text: 'Money Skills' },
      { href: '/testimonies', text: 'Testimonies' },
      { href: '/contact-us', text: 'Contact us' },
      { href: '/faqs', text: 'FAQs' },
      { href: '/blog', text: 'Blog and news' },
      { href: '/legal', text: 'Legal' },
    ],
  },
];
