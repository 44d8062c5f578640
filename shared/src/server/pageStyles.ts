/**
 * The stylesheets of the remote's CLIENT build, by module: for each of the section's and
 * shared's modules, the CSS files that the browser loads with the chunk holding it (that chunk's
 * own and its static imports'), in order, as paths relative to dist/. Keys are module paths
 * relative to the remote's folder (`src/content/accounts/savingsAccount.ts`,
 * `../shared/src/components/ProductPage.tsx`); modules with no CSS are left out. The server
 * build gets them from the client build it runs after (clientBuildStyles.ts).
 */
export interface ClientPageStyles {
  /** The CSS of the exposed pages module (src/exposedPages.ts): loaded with every page. */
  readonly exposedModule: readonly string[];
  readonly modules: Readonly<Record<string, readonly string[]>>;
}

/** The stylesheets of a page whose loader imported `modules`, in order, each once. */
export function pageStyles(modules: readonly string[], styles: ClientPageStyles): string[] {
  const files = [...styles.exposedModule, ...modules.flatMap((module) => styles.modules[module] ?? [])];
  return [...new Set(files)];
}
