import { defineRemotePages } from '@mboa/shared';

/** The contract this remote exposes to the shell: one lazily loaded chunk per page. */
export default defineRemotePages({
  '/verify-statement': () => import('./pages/VerifyStatementPage'),
});
