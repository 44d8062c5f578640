import { defineRemotePages, hubPage, productPage } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell: one lazily loaded chunk per page. Every page
 * is a content record rendered by a shared template.
 */
export default defineRemotePages({
  '/group-societies': hubPage(() => import('./content/hub')),
  '/njangie': productPage(() => import('./content/accounts/njangieAccount')),
  '/meetings': productPage(() => import('./content/accounts/meetingHouseAccount')),
  '/church': productPage(() => import('./content/accounts/churchAccount')),
});
