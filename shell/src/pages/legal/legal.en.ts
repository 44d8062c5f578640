import { identity, phoneOnOneLine } from '@mboa/shared';
import { NETWORK_TIMEOUT_SECONDS } from '../../offline/offlineStorage';
import {
  KEPT_IN_BROWSER,
  REQUESTED_BY_THE_CODE,
  SET_BY_THE_SERVERS,
  STATEMENT_COOKIE_NAME,
  type LegalContent,
} from './legal';

const n = identity.shortName;
const phone = phoneOnOneLine(identity.phone.plain);
const [languageOfferKey] = KEPT_IN_BROWSER.localStorage;
const [releaseReloadKey] = KEPT_IN_BROWSER.sessionStorage;
const { manifest, releaseCheck, statement, speedMeasurement, offlineReading, siteSearch } = REQUESTED_BY_THE_CODE;
const cacheNames = KEPT_IN_BROWSER['Cache Storage'];
const savedCaches = `${cacheNames.slice(0, -1).join(', ')} and ${cacheNames.at(-1)}`;
const { email } = identity;
const [bucketCookie, previewCookie] = SET_BY_THE_SERVERS.cookie;

const legal = {
  meta: {
    title: `Legal: terms, privacy and cookies | ${n}`,
    description: `Terms of use, privacy and cookie notices of the ${n} website: our cookies, two notes, the pages you read, and speed measured only if we turn it on.`,
  },
  banner: {
    title: 'Legal',
    description:
      'The terms of use of this website, what it does with your information, and everything it keeps in your browser, in plain words.',
  },
  lastUpdated: '2026-12-06',
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
            'Like any web server, ours receive your IP address and the address of each file your browser asks for, in order to send it to you. They keep no log of the pages you open, and as we run them they write no IP address in any log. If our technicians turn on the web server’s error log to find a fault, it records, for each request that failed, the IP address it came from and the address it asked for; that file is kept to at most 10 MB, with five older ones, and then deleted.',
          ],
        },
        {
          heading: 'What your browser asks our servers for',
          items: [
            'The pages you open, and the files they are made of.',
            `${manifest}: which version of each part of the site to load. It says nothing about you.`,
            `${releaseCheck} (the home page), fetched again when a part of the site fails to load just after we updated it, to see whether a new version is out; if one is, the page reloads once.`,
            `${statement}…: a statement file, when you choose Download after a statement is verified (see Verify Statement below).`,
            `${speedMeasurement}: the speed measurement below, only when it is on.`,
            `${siteSearch}… and the same folder of each section: the search index, when you open or focus a search box or open the search page. What you type is looked up in that index on your device. Submitted, your words are in the search page's address, which our servers receive like any page's address and keep no log of.`,
            `${offlineReading}: the site's offline reading program (a service worker), once a page has loaded and its app has started: at your first touch, key press or scroll, or by itself when a part of the page that needs it (a form, the home page's carousel, the chat's opening hours) comes near the screen. It then asks our servers, on your behalf, for the pages you open within the site, and for a whole section's pages when you press Save for offline reading, to keep copies on your device (see Offline reading below). A page you open through one of the site's links is asked for a second time, to keep its copy, unless your browser asks to save data or the connection is 2G. Once you have searched the site and left the results, with each page it keeps it also asks for the search indexes that find that page, so that search works offline, with the same exception; until you search, it asks for none.`,
          ],
        },
        {
          heading: 'Offline reading',
          paragraphs: [
            `So that you can read again, without a connection, the pages you have read, your browser keeps a copy of each page and of the files it needs, on your device: a phone or a computer. Nothing about you is in them and nothing is sent to us from them. A saved copy is shown when there is no connection, and also when the network has not answered within ${NETWORK_TIMEOUT_SECONDS} seconds; it says so, with the day it was saved. Anyone who uses this browser on the device can see the list of saved pages, and the day each was saved, on the page shown without a connection. Statement files and speed measurements are never kept, and Verify Statement checks nothing on a saved copy.`,
          ],
        },
        {
          heading: 'Speed measurement',
          paragraphs: [
            `To see how fast our pages load on members' phones, we can turn on a speed measurement for a share of page views. It is off unless we turn it on. When it is on and your page view is one of those measured, your browser sends one short message to this website (the address ${speedMeasurement}) when you leave the page or switch to another tab, and another if you come back and leave again.`,
            'It is never sent if your browser asks not to be tracked (Global Privacy Control or Do Not Track). It carries no cookie, no identifier, no address of the page you came from and nothing you typed. Our servers keep what it says, with the time it arrived and without your IP address, for at most 90 days.',
          ],
        },
        {
          heading: 'What a speed measurement says',
          facts: [
            { label: 'The page', value: 'Its address on the site and its language' },
            { label: 'The site’s version', value: 'The releases of the site that built the page' },
            { label: 'Your connection', value: 'The type your browser reports, such as 3g or 4g, if it reports one' },
            { label: 'Your screen', value: 'Whether it is a phone’s or larger' },
            {
              label: 'Timings',
              value:
                'How long the page took to show its first and largest content, how long our server took to answer, how much the page moved as it loaded, and how fast it responded to your taps',
            },
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
            `The check runs in your browser: the reference number, national ID number and account number you type are not sent to us to check them. When a statement is verified, its account number is kept in the ${STATEMENT_COOKIE_NAME} cookie for about 14 minutes, and your browser sends that cookie to us with each request for the Verify Statement page in that time (see the cookie notice). The Download link asks our server for the statement file at an address that contains the reference number and the account number: that address stays in your browser's history until you clear it. On a copy of the page saved for offline reading, Verify checks nothing, since that copy's records may be out of date.`,
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
      heading: 'Cookies and what the site keeps in your browser',
      parts: [
        {
          paragraphs: [
            `This website sets one cookie for what you do, ${STATEMENT_COOKIE_NAME}, and only when you verify a statement with Verify Statement. While we try a new version of a section with a share of our visitors, our servers also set ${bucketCookie}, which holds a number and nothing else; and in the browser of a member of our staff who opens a preview link, and no one else's, they set ${previewCookie} (each below). It keeps two small notes in your browser as well, which are never sent to us or anyone: one when you decline to read the site in the other language, one when the site reloads itself after an update. And it keeps copies of the pages you read, for offline reading. Nothing else: no tracking or advertising cookies, and no cookies from other companies.`,
          ],
        },
        {
          heading: `The ${STATEMENT_COOKIE_NAME} cookie`,
          facts: [
            { label: 'Name', value: STATEMENT_COOKIE_NAME },
            { label: 'Set by', value: 'Verify Statement, when a statement is verified' },
            { label: 'Holds', value: 'The account number of the verified statement' },
            { label: 'Expires', value: 'About 14 minutes after it is set' },
            {
              label: 'Sent to',
              value:
                'This website only, and only with the Verify Statement page it was set on (path /verify-statement or /fr/verify-statement, SameSite=Strict): never with the statement download or any other page',
            },
            { label: 'Secure', value: 'Sent over https only, when the site is served over https' },
          ],
        },
        {
          heading: `The ${bucketCookie} cookie`,
          facts: [
            {
              label: 'Name',
              value: `${bucketCookie} (on our secure site __Host-${bucketCookie}: your browser then keeps it for this website alone)`,
            },
            {
              label: 'Set by',
              value: 'Our servers, only while we try a new version of a section with a share of our visitors',
            },
            {
              label: 'Holds',
              value: 'A number from 0 to 99, drawn at random: your group, and nothing that identifies you',
            },
            {
              label: 'Why',
              value:
                'So that every page you open shows the same version of the site, and we can compare the speed of the new version with the current one',
            },
            { label: 'Expires', value: 'After 30 days' },
            { label: 'Sent to', value: 'This website only (path /, SameSite=Lax); no script on the page can read it' },
          ],
        },
        {
          heading: `The ${previewCookie} cookie`,
          paragraphs: [
            `Set only in the browser of a member of our staff who opens a preview link, to show them a new version of a section before it goes live; visitors never get it. It holds the link's code and works until the preview ends, at most 30 days. On our secure site its name is __Host-${previewCookie}.`,
          ],
        },
        {
          heading: 'The language note',
          facts: [
            { label: 'Name', value: languageOfferKey },
            { label: 'Kept in', value: 'Your browser’s storage for this site (localStorage); never sent' },
            {
              label: 'Set when',
              value: 'You decline the offer, at the top of a page, to read the site in the other language',
            },
            { label: 'Holds', value: 'That language (en or fr), so that the offer is not made again' },
            { label: 'Lasts', value: 'Until you clear this site’s data in your browser' },
          ],
        },
        {
          heading: 'The update note',
          facts: [
            { label: 'Name', value: releaseReloadKey },
            { label: 'Kept in', value: 'This tab’s storage for this site (sessionStorage); never sent' },
            { label: 'Set when', value: 'The page has just reloaded itself once to load a new version of the site' },
            {
              label: 'Holds',
              value: 'The time of that reload, so that the page never reloads itself again within 30 seconds',
            },
            { label: 'Lasts', value: 'Until you close the tab' },
          ],
        },
        {
          heading: 'The pages saved for offline reading',
          facts: [
            { label: 'Names', value: savedCaches },
            {
              label: 'Kept in',
              value:
                'Your browser’s storage for this site (Cache Storage), with the offline reading program; never sent',
            },
            {
              label: 'Set when',
              value:
                'You read a page while connected, once the program is installed; or you press Save for offline reading on a section’s page',
            },
            {
              label: 'Holds',
              value:
                'Copies of those pages and of the files they need, each page with the day it was saved, and, once you have searched the site, the search indexes that find them offline (unless your browser asks to save data): at most 60 pages and 8 MB, the oldest removed first',
            },
            {
              label: 'Lasts',
              value:
                'Until newer pages take its place, or you clear this site’s data; if we turn offline reading off, your browser deletes them all on your next visit',
            },
          ],
        },
        {
          heading: 'How to remove them',
          items: [
            `The ${STATEMENT_COOKIE_NAME} cookie: edit any field of the Verify Statement form, or choose to verify another statement, and it is removed at once; otherwise it expires by itself about 14 minutes after it was set.`,
            `The ${bucketCookie} cookie: delete this site's cookies in your browser's settings; you are then given a new number at random on your next page.`,
            `The ${previewCookie} cookie: it stops working when the preview ends; delete this site's cookies in your browser's settings to remove it before then.`,
            'The language note: clear this site’s data in your browser’s settings; the offer of the other language is then made again.',
            'The update note goes when you close the tab.',
            'The saved pages: clear this site’s data in your browser’s settings, which removes the offline reading program with them.',
            'Or delete this site’s cookies and data in your browser’s settings at any time.',
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
    action: {
      kind: 'mail',
      label: `E-mail ${email.info}`,
      mailbox: 'info',
      subject: 'Question about the legal notices',
    },
  },
  related: {
    heading: 'Related pages',
    links: [
      {
        title: 'Verify a statement',
        summary: `The tool that sets the ${STATEMENT_COOKIE_NAME} cookie.`,
        href: '/verify-statement',
        linkText: 'Verify a statement',
      },
      {
        title: 'Log in',
        summary: 'The log in form: nothing you type is sent.',
        href: '/login',
        linkText: 'Log in page',
      },
      {
        title: 'Money Skills',
        summary: 'Learn to spot fraud, with our other money tips.',
        href: '/money-skills',
        linkText: 'About Money Skills',
      },
    ],
  },
} satisfies LegalContent;

export default legal;
