/**
 * A part that must be ready before the visitor acts (a form the browser may autofill, a carousel, a
 * status that depends on the time): the boot script starts the app when one comes near the screen.
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

export const needsApp = { [NEEDS_APP_ATTRIBUTE]: '' } as const;
