import { identity } from '@mboa/shared';
import { ONLY_COOKIE_NAME, type LegalContent } from './legal';

const n = identity.shortName;
/** The telephone number kept on one line (non-breaking spaces). */
const phone = identity.phone.plain.replaceAll(' ', '\u00a0');
const { email } = identity;

const legal = {
  meta: {
    title: `Legal: terms, privacy and cookies | ${n}`,
    description: `Terms of use, privacy notice and cookie notice of the ${n} website: one cookie, no trackers, and sign-in forms that send nothing.`,
  },
  banner: {
    title: 'Legal',
    description: 'The terms of use of this website, what it does with your information, and the one cookie it sets, in plain words.',
  },
  lastUpdated: '2026-11-01',
  lastUpdatedLabel: 'Last updated',
  onThisPage: 'On this page',
  sections: [
    {
      id: 'terms',
      heading: 'Terms of use',
      parts: [
        {
          paragraphs: [
            `This website is published by ${identity.name} (${n}), ${identity.address.street}, ${identity.address.city}, ${identity.address.region.en}, ${identity.address.country.en}, a Category 1 credit union and microfinance institution. By using it you accept these terms.`,
          ],
        },
        {
          heading: 'Information, not a contract',
          paragraphs: [
            'The pages describe our accounts, loans and services in general terms. The conditions that apply to you are those of the account or loan agreement you sign with us. If a page and your agreement differ, your agreement applies.',
          ],
        },
        {
          heading: 'The sign-in and account forms',
          paragraphs: [
            `The log in, open an account and forgot password forms of this website do not send what you type anywhere: not to ${n}, not to anyone else. Online banking is done in the ${n} mobile app or at a branch.`,
          ],
        },
        {
          heading: 'Verify Statement',
          paragraphs: [
            'Verify Statement confirms that a statement matches one we issued. If a statement does not match, do not rely on it, and contact us. A match does not replace the checks you must make yourself before lending, renting or employing.',
          ],
        },
        {
          heading: 'Links to other websites',
          paragraphs: [
            'Links to app stores, social networks and WhatsApp take you to services we do not run; their own terms and privacy policies apply there.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy notice',
      parts: [
        {
          heading: 'What this website collects',
          items: [
            'No analytics, advertising, tracking pixels, social-media widgets or other third-party scripts.',
            `Every file of the site (pages, scripts, styles, illustrations) comes from ${n}'s own servers; your browser contacts no other company while you read it.`,
            'Like any web server, ours receive your IP address and the address of each file your browser asks for, in order to send it to you.',
          ],
        },
        {
          heading: 'The forms',
          paragraphs: [
            'What you type in the log in, open an account and forgot password forms stays in the page: it is not sent, not stored, and is gone when you leave the page.',
          ],
        },
        {
          heading: 'Verify Statement',
          paragraphs: [
            `The check runs in your browser: the reference number, national ID number and account number you type are not sent to us. When a statement is verified, the account number is kept in the ${ONLY_COOKIE_NAME} cookie (see the cookie notice). The Download link then asks our server for the statement file, whose address contains the reference number and the account number.`,
          ],
        },
        {
          heading: 'When you write to us',
          paragraphs: [
            `The e-mail buttons open a message in your own mail app. We receive only what you choose to send, and use it to answer you. Never send a password, PIN or the code sent to your phone by e-mail.`,
            `Members' account information is handled under their account agreement and the laws of ${identity.address.country.en}. To ask what we hold about you, or to correct it, write to ${email.info}.`,
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookie notice',
      parts: [
        {
          paragraphs: [
            `This website sets one cookie, ${ONLY_COOKIE_NAME}, and only when you verify a statement with Verify Statement. It sets no other cookie and keeps nothing else in your browser: no tracking or advertising cookies, and no cookies from other companies.`,
          ],
        },
        {
          heading: `The ${ONLY_COOKIE_NAME} cookie`,
          facts: [
            { label: 'Name', value: ONLY_COOKIE_NAME },
            { label: 'Set by', value: 'Verify Statement, when a statement is verified' },
            { label: 'Holds', value: 'The account number of the verified statement' },
            { label: 'Expires', value: 'After 0.01 day (about 14 minutes)' },
            { label: 'Sent to', value: 'This website only (path /, SameSite=Strict)' },
            { label: 'Secure', value: 'Sent over https only, when the site is served over https' },
          ],
        },
        {
          heading: 'How to remove it',
          items: [
            'Edit any field of the Verify Statement form, or choose to verify another statement: the cookie is removed at once.',
            'Wait: it expires by itself about 14 minutes after it was set.',
            'Or delete this site’s cookies in your browser’s settings at any time.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security and fraud',
      parts: [
        {
          paragraphs: [
            `${n} will never ask for your password, PIN or the code sent to your phone, by call, SMS, WhatsApp or e-mail. If someone does, or if you see a transaction you did not make, write to our fraud team at ${email.fraud} or call ${phone}.`,
          ],
        },
      ],
    },
    {
      id: 'regulatory',
      heading: 'Licences and regulatory identifiers',
      parts: [
        {
          paragraphs: [
            `${identity.name} is a Category 1 credit union and microfinance institution with its head office in ${identity.address.city}. The identifiers below are sample values for this demonstration site.`,
          ],
        },
      ],
      showRegulatoryIdentifiers: true,
    },
  ],
  nextStep: {
    heading: 'A question about these notices?',
    text: `Write to us: we answer within two working days. For fraud, write to ${email.fraud}.`,
    action: { kind: 'mail', label: `E-mail ${email.info}`, mailbox: 'info', subject: 'Question about the legal notices' },
  },
  related: {
    heading: 'Related pages',
    links: [
      { title: 'Verify a statement', summary: `The tool that sets the ${ONLY_COOKIE_NAME} cookie.`, href: '/verify-statement', linkText: 'Verify a statement' },
      { title: 'Log in', summary: 'The log in form: nothing you type is sent.', href: '/login', linkText: 'Log in page' },
      { title: 'Money Skills', summary: 'Learn to spot fraud, with our other money tips.', href: '/money-skills', linkText: 'About Money Skills' },
    ],
  },
} satisfies LegalContent;

export default legal;
