// The longest value each Verify Statement field accepts, in characters as the browser's
// maxlength counts them (UTF-16 code units, JavaScript's string length). Plain JavaScript so
// that the page's form and the records script refuse the same values.
export const STATEMENT_FIELD_MAX_LENGTH = Object.freeze({
  referenceNumber: 64,
  idNumber: 20,
  accountNumber: 20,
});
