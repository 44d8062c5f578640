export type MetricName = 'FCP' | 'LCP' | 'TTFB' | 'CLS' | 'INP' | 'Takeover';
export type MetricField = 'fcp' | 'lcp' | 'ttfb' | 'cls' | 'inp' | 'takeover';
export interface MetricDefinition {
  readonly name: MetricName;
  readonly field: MetricField;
  readonly unit: 'ms' | '';
  readonly pattern: string;
}
export declare const BEACON_VERSION: 1;
export declare const BEACON_PATH: '/vitals';
export declare const MAX_BEACON_LENGTH: number;
export declare const METRICS: readonly MetricDefinition[];
export declare function captureName(field: string): string;
export declare const BEACON_PATTERN: string;
export interface PageView {
  route: string;
  language: 'en' | 'fr';
  shell: string;
  section: string;
  release: string;
  connection: string;
  device: 'phone' | 'larger';
}
export declare function beaconQuery(view: PageView, values: Partial<Record<MetricName, number>>): string | undefined;
export interface VitalsRecord {
  v: number;
  time: string;
  route: string;
  language: string;
  shell: string;
  section: string;
  release: string;
  connection: string;
  device: string;
  fcp: number | null;
  lcp: number | null;
  ttfb: number | null;
  cls: number | null;
  inp: number | null;
  takeover: number | null;
}
export declare function parseBeacon(query: string, time: string): { record: VitalsRecord } | { error: string };
export declare const RECORD_FIELDS: readonly string[];
export declare function logLineOf(record: VitalsRecord): string;
export declare function isoTime(date: Date): string;
export declare function parseLogLine(line: string): VitalsRecord | undefined;
