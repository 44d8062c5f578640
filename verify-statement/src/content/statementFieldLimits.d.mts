export declare const STATEMENT_FIELD_MAX_LENGTH: Readonly<
  Record<'referenceNumber' | 'idNumber' | 'accountNumber', number>
>;
