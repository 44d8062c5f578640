import { defineRemoteServerEntry } from '@mboa/shared/server';
import pages from './exposedPages';

export default defineRemoteServerEntry('verify-statement', pages);
