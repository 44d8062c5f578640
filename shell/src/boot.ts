// The boot script of a prerendered page: the app's entry starts after the first paint.
import { startAppAfterFirstPaint } from './composition/startAppAfterFirstPaint';

startAppAfterFirstPaint(document, (url) => import(/* @vite-ignore */ url));
