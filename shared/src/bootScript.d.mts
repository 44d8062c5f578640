export declare const BOOT_SCRIPT_HASHES: readonly string[];
export declare const scriptHashOf: (code: string) => string;
