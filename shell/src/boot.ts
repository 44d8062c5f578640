// The boot script of a prerendered page: the app starts when the page needs it (startAppWhenNeeded.ts).
import { startAppWhenNeeded } from './composition/startAppWhenNeeded';

startAppWhenNeeded(window, (url) => import(/* @vite-ignore */ url));
