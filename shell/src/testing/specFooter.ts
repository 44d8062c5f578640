/**
 * The footer's four columns as the site's specification lists them, headings and hrefs in
 * order, written out here rather than read from the content files, so that a change to the
 * content cannot silently change what the browser tests expect.
 */
export const SPEC_FOOTER_COLUMNS: readonly { heading: string; hrefs: readonly string[] }[] = [
  {
    heading: 'Personal Banking',
    hrefs: [
      '/personal-banking',
      '/deposit_ccount',
      '/credit_account',
      '/student-account',
      '/daily_saving_account',
      '/minor_account',
      '/individual_account',
    ],
  },
  {
    heading: 'Business Banking',
    hrefs: [
      '/business_deposit_account',
      '/business_saving_account',
      '/corperate_account',
      '/group_account',
      '/business_loans',
      '/business_online_banking',
      '/business_credit_account',
      '/business_online_support',
    ],
  },
  { heading: 'Group Societies', hrefs: ['/njangie', '/meetings', '#loan_application'] },
  {
    heading: 'Help Centre',
    hrefs: [
      '/about_mboa',
      '/ways-to-bank',
      '/verify-statement',
      '/money-skills',
      '/testimonies',
      '/contact-us',
      '/faqs',
      '/blog',
      '/legal',
    ],
  },
];
