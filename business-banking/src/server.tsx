// The server build's entry (dist-server/render.mjs): this section's pages rendered to HTML at
// deploy time, from the same pages object the shell loads in the browser.
import { defineRemoteServerEntry } from '@mboa/shared/server';
import pages from './exposedPages';

export default defineRemoteServerEntry('business-banking', pages);
