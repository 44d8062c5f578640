import { defineRemotePages, hubPage } from '@mboa/shared';

/** The contract this remote exposes to the shell: one lazily loaded chunk per page. */
export default defineRemotePages({
  '/group-societies': hubPage(() => import('./content/hub')),
});
