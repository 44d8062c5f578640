// @vitest-environment node
import { describeRemoteServerEntry } from '@mboa/shared/testing/server';
import remote from './exposedPages';
import entry from './server';

describeRemoteServerEntry('personal-banking', entry, remote, new URL('..', import.meta.url));
