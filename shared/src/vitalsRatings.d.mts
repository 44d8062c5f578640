import type { MetricDefinition } from './vitalsBeacon.mjs';

export interface RatedMetric extends MetricDefinition {
  readonly good: number;
  readonly poor: number;
}
export type Rating = 'good' | 'needs improvement' | 'poor';
export declare const RATED_METRICS: readonly RatedMetric[];
export declare function ratingOf(metric: { readonly good: number; readonly poor: number }, value: number): Rating;
