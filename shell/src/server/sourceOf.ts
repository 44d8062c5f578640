/**
 * The shell's page and chrome modules, by their source as the client build's manifest names it
 * (`src/pages/help/FaqsPage.tsx`). The page table and the chrome hold imports, not file names:
 * the server finds the file behind an import by the module it gives (one module, one object).
 * In the server build only: the browser needs no names.
 */
const MODULE_FILES = import.meta.glob(['../pages/*/*Page.tsx', '../pages/*/*.{en,fr}.ts', '../chrome/chrome.{en,fr}.ts']);
let sourcesByModule: Promise<Map<unknown, string>> | undefined;

/** The source of the module an import gives, as the client build's manifest names it. */
export async function sourceOf(load: () => Promise<unknown>): Promise<string> {
  sourcesByModule ??= Promise.all(Object.entries(MODULE_FILES).map(async ([file, load]) => [await load(), file.replace(/^\.\.\//, 'src/')] as const)).then(
    (entries) => new Map(entries),
  );
  const source = (await sourcesByModule).get(await load());
  if (!source) throw new Error("The shell's server build knows no file for a page or chrome module: MODULE_FILES must match the page table's imports.");
  return source;
}
