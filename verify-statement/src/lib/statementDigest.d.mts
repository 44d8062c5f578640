export declare const FIELD_SEPARATOR: string;
export declare const FINGERPRINT_ALGORITHM: 'PBKDF2-HMAC-SHA-256';
export declare const MIN_ITERATIONS: number;
export declare const ITERATIONS: number;
export declare const SALT_BYTES: number;

export interface StatementFields {
  referenceNumber: string;
  idNumber: string;
  accountNumber: string;
}

/** What a records file declares about how its fingerprints were made; salt as hex. */
export interface FingerprintParameters {
  salt: string;
  iterations: number;
}

export declare function bytesToHex(bytes: Uint8Array): string;
export declare function hexToBytes(hex: string): Uint8Array<ArrayBuffer>;
export declare function randomSaltHex(): string;
export declare function pbkdf2Sha256Hex(
  secret: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<string>;
export declare function statementFingerprint(
  statement: StatementFields,
  parameters: FingerprintParameters,
): Promise<string>;
