// Every script a document's HTML would run before the first paint (docs/testing.md, Budgets). parse5
// parses as a browser does: a `<script>` in a comment, an attribute or a `<template>` is not one.
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element */
/** @typedef {{ kind: 'classic' | 'module' | 'data', src: string | null, reason: string, html: string }} ScriptFinding */

// The HTML standard's JavaScript MIME type essences: a script of any of these types is classic.
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const SVG = 'http://www.w3.org/2000/svg';

const attribute = (/** @type {Element} */ element, /** @type {string} */ name) =>
  element.attrs.find((a) => a.name === name)?.value ?? null;

/** By the HTML standard's rules for `type` and the legacy `language`. @param {Element} element @returns {'classic' | 'module' | 'data'} */
export function scriptKind(element) {
  const type = attribute(element, 'type');
  const language = attribute(element, 'language');
  const essence = (type ?? (language ? `text/${language}` : '')).split(';')[0]?.trim().toLowerCase() ?? '';
  if (essence === '' || JAVASCRIPT_TYPES.has(essence)) return 'classic';
  if (essence === 'module') return 'module';
  return 'data';
}

const textOf = (/** @type {Element} */ element) =>
  element.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');

function startTag(/** @type {Element} */ element) {
  const attrs = element.attrs.map((a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${a.value}"`)).join('');
  const tag = `<${element.tagName}${attrs}>`;
  return tag.length > 160 ? `${tag.slice(0, 157)}…>` : tag;
}

/** A deferred inline module, as the boot script, does its work after the first paint up to this size. */
export const INLINE_MODULE_MAX_BYTES = 2048;

/** @param {Element} element @returns {ScriptFinding | null} */
export function classifyScript(element) {
  const kind = scriptKind(element);
  // An SVG script names its file with href (or xlink:href).
  const src = attribute(element, 'src') ?? (element.namespaceURI === SVG ? attribute(element, 'href') : null);
  const finding = (/** @type {string} */ reason) => ({ kind, src, reason, html: startTag(element) });
  if (kind === 'data') return null;
  const inline = src === null;
  if (inline) {
    const code = textOf(element);
    const bytes = Buffer.byteLength(code);
    if (code.trim() === '') return null;
    if (kind === 'module' && attribute(element, 'async') !== null)
      return finding(`inline async module script (${bytes} bytes) may run before the first paint`);
    if (kind === 'module' && bytes > INLINE_MODULE_MAX_BYTES)
      return finding(
        `inline module script (${bytes} bytes, over ${INLINE_MODULE_MAX_BYTES}) may do its work before the first paint`,
      );
    if (kind === 'module') return null;
    return finding(`inline ${kind} script (${bytes} bytes) runs before the first paint`);
  }
  if (attribute(element, 'async') !== null) return finding(`async ${kind} script may run before the first paint`);
  if (kind === 'classic' && attribute(element, 'defer') === null)
    return finding('classic script without defer blocks rendering');
  return null;
}

export function scriptsBeforeFirstPaint(/** @type {string} */ html) {
  const findings = /** @type {ScriptFinding[]} */ ([]);
  const visit = (/** @type {import('parse5').DefaultTreeAdapterTypes.ParentNode} */ node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'script') {
        const finding = classifyScript(child);
        if (finding) findings.push(finding);
      }
      const handlers = child.attrs.filter((a) => /^on[a-z]/i.test(a.name) && a.value.trim() !== '');
      for (const handler of handlers) {
        findings.push({
          kind: 'classic',
          src: null,
          reason: `inline event handler ${handler.name}`,
          html: startTag(child),
        });
      }
      // A <template>'s content is inert (parse5 keeps it apart from childNodes): not visited.
      visit(child);
    }
  };
  visit(parse(html));
  return findings;
}
