export type Language = 'en' | 'fr';
export declare function normaliseRoutePath(path: string): string;
export declare const LANGUAGES: readonly ['en', 'fr'];
export declare const DEFAULT_LANGUAGE: 'en';
export declare const LOCALES: Readonly<Record<Language, string>>;
export declare function languagePrefix(language: Language): string;
export declare function pathInLanguage(path: string, language: Language): string;
export declare function languageOfPath(pathname: string): { language: Language; path: string };
