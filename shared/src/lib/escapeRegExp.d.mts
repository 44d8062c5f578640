export declare const escapeRegExp: (text: string) => string;
