// In UTF-16 code units, as maxlength counts: the form and the records script refuse the same values.
export const STATEMENT_FIELD_MAX_LENGTH = Object.freeze({
  referenceNumber: 64,
  idNumber: 20,
  accountNumber: 20,
});
