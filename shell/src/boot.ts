// The boot script of a prerendered page: the app's entry starts once the page has loaded.
import { startAppAfterPageLoad } from './composition/startAppAfterPageLoad';

startAppAfterPageLoad(window, (url) => import(/* @vite-ignore */ url));
