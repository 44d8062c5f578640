export declare const BOOT_SCRIPT_HASHES: readonly string[];
export declare const scriptHashSource: (base64Digest: string) => string;
