import { atAnyBranch, identity } from '@mboa/shared';
import type { VerifyStatementContent } from './verifyStatement';

const verifyStatement = {
  meta: {
    title: `Verify a statement | ${identity.shortName}`,
    description: `Check that an account statement issued by ${identity.name} is genuine, with its reference, ID and account numbers, then download the original.`,
  },
  banner: {
    title: 'Verify a Statement',
    description: `Landlords, embassies, schools and lenders: check that an account statement issued by ${identity.shortName} is genuine, then download the original.`,
  },
  formHeading: 'Statement details',
  needsJavaScript: `Checking a statement needs JavaScript, which is switched off in this browser. Switch it on in your browser's settings and reload the page, or have the statement checked ${atAnyBranch('en')}.`,
  notes: [
    'All fields are case sensitive: type each value exactly as it is printed on the statement, with the same capital letters, dashes and spaces.',
    "Individuals: in Client's National ID Number, enter the number on the client's national ID card.",
    "Businesses: in Client's National ID Number, enter the company's taxpayer number (NIU).",
  ],
  fields: {
    referenceNumber: { label: 'Reference Number', hint: 'Printed at the top of every page of the statement.' },
    idNumber: {
      label: "Client's National ID Number",
      hint: 'National ID card number for individuals, taxpayer number (NIU) for businesses.',
    },
    accountNumber: { label: 'Account Number', hint: 'Digits only.' },
  },
  problems: {
    referenceNumber: {
      required: 'Enter the reference number.',
      'too-long': 'The reference number can be at most {maxLength} characters long.',
    },
    idNumber: {
      required: "Enter the client's national ID number or the company's taxpayer number.",
      'too-long': 'The ID number can be at most {maxLength} characters long.',
    },
    accountNumber: {
      required: 'Enter the account number.',
      'too-long': 'The account number can be at most {maxLength} digits long.',
      'digits-only': 'The account number can contain digits (0 to 9) only.',
    },
  },
  pasteCut:
    'The pasted text did not fit: this field takes at most {maxLength} characters, so the end was cut off. Please check it.',
  verifyButton: 'Verify',
  waitingButton: 'Please wait...',
  waitingAnnouncement: 'Please wait... checking the statement against our records.',
  failure: 'Statement verification failed. Please check your details.',
  outerSpacesHint: {
    one: 'Spaces count too: check the start and end of {fields}.',
    other: 'Spaces count too: check the start and end of {fields}.',
  },
  insecureContext:
    'This check needs a secure connection. Open the page from an address that starts with https:// and try again.',
  checkError: 'The statement could not be checked just now. Please try again.',
  offline:
    'Checking a statement needs an internet connection, so that the answer comes from our current records. You are offline: connect to the internet, then press Verify again.',
  savedCopy:
    'This is a copy of the page saved on your device, and its records may be out of date, so it cannot check a statement. Reload the page with an internet connection, then press Verify again.',
  verified: {
    heading: 'Verified',
    summary: `The details match a statement issued by ${identity.name}.`,
    caption: 'Verification result',
    columns: { status: 'Status', accountNumber: 'Account Number', statement: 'Statement' },
    status: 'Valid',
    download: 'Download',
    downloadDetail: ' the statement (PDF, opens in a new tab)',
    verifyAnother: 'Verify another statement',
  },
} satisfies VerifyStatementContent;

export default verifyStatement;
