import { atAnyBranch } from '@mboa/shared';
import type { FormText } from './forms';

const forms = {
  loadingLabel: 'Loading…',
  needsJavaScript: {
    beforePhone:
      "This form needs JavaScript, which is switched off in this browser. Switch it on in your browser's settings and reload the page, or call us on",
    afterPhone: `, or visit us ${atAnyBranch('en')}.`,
  },
  getTheApp: 'Get the app:',
  errors: {
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter an e-mail address, such as name@example.org.',
    tooLong: 'This can be at most {maxLength} characters long.',
    pasteCut:
      'The pasted text did not fit: this field takes at most {maxLength} characters, so the end was cut off. Please check it.',
  },
} satisfies FormText;

export default forms;
