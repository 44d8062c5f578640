import type { ClientPageStyles } from './pageStyles';

/**
 * The remote's client build's stylesheets. The server build replaces this module with what the
 * client build it runs after produced (shared/build/remoteServerBuild.ts); run from source (the
 * unit tests) there is no client build, and nothing to list.
 */
const clientBuildStyles: ClientPageStyles = { exposedModule: [], modules: {} };
export default clientBuildStyles;
