// The shell's page and chrome modules by source, as the client build's manifest names them (`src/pages/…`): the page
// table holds imports, not file names, so the server finds a file by the module its import gives. Server build only.
const MODULE_FILES = import.meta.glob([
  '../pages/*/*Page.tsx',
  '../pages/*/*.{en,fr}.ts',
  '../chrome/chrome.{en,fr}.ts',
]);
let sourcesByModule: Promise<Map<unknown, string>> | undefined;

/** The source of the module an import gives, as the client build's manifest names it. */
export async function sourceOf(load: () => Promise<unknown>): Promise<string> {
  sourcesByModule ??= Promise.all(
    Object.entries(MODULE_FILES).map(async ([file, load]) => [await load(), file.replace(/^\.\.\//, 'src/')] as const),
  ).then((entries) => new Map(entries));
  const source = (await sourcesByModule).get(await load());
  if (!source)
    throw new Error(
      "The shell's server build knows no file for a page or chrome module: MODULE_FILES must match the page table's imports.",
    );
  return source;
}
