/**
 * Marks a part of a page that must be ready before the visitor acts: a form the browser may fill
 * with no key pressed, a carousel that turns, a status that depends on the time. A prerendered
 * page reads without the app, so the shell's boot script
 * (shell/src/start/boot.ts) starts the app when the visitor acts, or when one
 * of these parts comes near the screen; a page without one costs a reader no script. A form that
 * only the visitor's keys fill needs no mark if its fields keep what was typed before the app:
 * their first touch starts it.
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/** Spread on the part's outermost element: `<form {...needsApp}>`. */
export const needsApp = { [NEEDS_APP_ATTRIBUTE]: '' } as const;
