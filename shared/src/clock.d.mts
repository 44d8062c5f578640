export declare const now: () => number;
export declare const CAMEROON_UTC_OFFSET_MINUTES: 60;
export declare function inCameroon(time: number | Date): Date;
export declare function cameroonYear(time: number | Date): number;
export declare function cameroonDay(time: number | Date, locale: string): string;
