import { identity } from '@mboa/shared';
import type { ComponentType } from 'react';

/**
 * The shell's own pages, one chunk each. A shell route missing here (its page is not
 * built yet) shows the not-found page.
 */
export const shellPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('../pages/HomePage'),
  '/login': () => import('../pages/LoginPage'),
  '/create-account': () => import('../pages/CreateAccountPage'),
  '/forgot_password': () => import('../pages/ForgotPasswordPage'),
  [`/${identity.slug}loader`]: () => import('../pages/LoaderPage'),
};
