export declare const FIELD_SEPARATOR: string;

export interface StatementFields {
  referenceNumber: string;
  idNumber: string;
  accountNumber: string;
}

export declare function statementDigest(statement: StatementFields): Promise<string>;
