import type { OfflineText } from './offlineText';

const text: OfflineText = {
  savedCopyNotice:
    'You are offline, or the connection is too slow. You are reading the copy of this page saved on this device on {date}: the page may have changed since.',
  offlinePage: {
    title: 'You are offline',
    intro:
      'This page is not saved on this device, and there is no connection to fetch it. Connect to the internet and try again, or read one of the pages saved here.',
    tryAgain: 'Try again',
    savedPagesHeading: 'Pages saved on this device',
    savedOn: 'saved on {date}',
    noSavedPages:
      'No page is saved on this device yet. Pages you read while connected are saved here, so that you can read them again without a connection.',
  },
  keepSection: {
    heading: 'Read this section without a connection',
    intro:
      'Save its {pages} pages on this device ({size}) to read them later with no connection. Nothing is downloaded until you press the button.',
    size: 'about {kb}\u00a0KB',
    button: 'Save for offline reading',
    saving: { one: 'Saving: {count} of {total} pages…', other: 'Saving: {count} of {total} pages…' },
    kept: {
      one: 'Done: {count} page of this section is saved on this device. You can read it without a connection.',
      other: 'Done: {count} pages of this section are saved on this device. You can read them without a connection.',
    },
    failed: {
      one: '{count} of {total} pages could not be saved. Check your connection and press the button again.',
      other: '{count} of {total} pages could not be saved. Check your connection and press the button again.',
    },
  },
};

export default text;
