/**
 * A User Timing mark set in the task that evaluated React DOM, the one task of the app's start
 * that cannot be split (a single module of about 200 KB): a performance trace tells that task
 * from the others by it (e2e/platform/app-start.e2e.ts).
 */
export const FRAMEWORK_EVALUATED_MARK = 'mboa:framework-evaluated';
