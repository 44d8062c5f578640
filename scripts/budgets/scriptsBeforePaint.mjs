// "JavaScript before the first paint: 0 bytes." Finds, in a document's HTML, every script the
// browser would run before it can paint: a classic script that blocks the parser, an inline
// classic script, an async script (it runs as soon as it arrives, possibly before the first
// paint), an inline event handler, or an inline module script of more than 2 KB. A module script
// (deferred by default: it runs once the document is parsed) is allowed, with `src` or inline up
// to 2 KB (the boot script, which only waits for the page to load before it starts the app), and
// so is a data block (`application/json`, `application/ld+json`, an import map: never executed).
// The HTML is parsed with parse5, the HTML standard's parsing algorithm, so a `<script>` inside
// a comment, an attribute, a `<template>` or a `<noscript>` is not counted, as in a browser.
import { parse } from 'parse5';

/**
 * @typedef {import('parse5').DefaultTreeAdapterTypes.Element} Element
 * @typedef {import('parse5').DefaultTreeAdapterTypes.ParentNode} ParentNode
 * @typedef {{ kind: 'classic' | 'module' | 'data', src: string | null, reason: string, html: string }} ScriptFinding
 */

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

/** @param {Element} element @param {string} name */
const attribute = (element, name) => element.attrs.find((a) => a.name === name)?.value ?? null;

/**
 * What a `<script>` element is, by the HTML standard's rules for its type (and legacy language)
 * attribute: a classic script, a module script, or a data block the browser does not run.
 * @param {Element} element
 * @returns {'classic' | 'module' | 'data'}
 */
export function scriptKind(element) {
  const type = attribute(element, 'type');
  const language = attribute(element, 'language');
  /** @type {string} */
  let essence;
  if (type === null) essence = language ? `text/${language}` : '';
  else essence = type;
  essence = essence.split(';')[0]?.trim().toLowerCase() ?? '';
  if (essence === '' || JAVASCRIPT_TYPES.has(essence)) return 'classic';
  if (essence === 'module') return 'module';
  return 'data';
}

/** @param {Element} element */
const textOf = (element) => element.childNodes.map((n) => ('value' in n && n.nodeName === '#text' ? n.value : '')).join('');

/** The element's start tag, for the report. @param {Element} element */
function startTag(element) {
  const attrs = element.attrs.map((a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${a.value}"`)).join('');
  const tag = `<${element.tagName}${attrs}>`;
  return tag.length > 160 ? `${tag.slice(0, 157)}…>` : tag;
}

/** The most an inline module script (deferred, as the boot script) may hold. */
export const INLINE_MODULE_MAX_BYTES = 2048;

/**
 * Why a script element runs before the first paint, or null when it does not.
 * @param {Element} element
 * @returns {ScriptFinding | null}
 */
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
    if (kind === 'module' && attribute(element, 'async') !== null) return finding(`inline async module script (${bytes} bytes) may run before the first paint`);
    if (kind === 'module' && bytes > INLINE_MODULE_MAX_BYTES) return finding(`inline module script (${bytes} bytes, over ${INLINE_MODULE_MAX_BYTES}) may do its work before the first paint`);
    if (kind === 'module') return null;
    return finding(`inline ${kind} script (${bytes} bytes) runs before the first paint`);
  }
  if (attribute(element, 'async') !== null) return finding(`async ${kind} script may run before the first paint`);
  if (kind === 'classic' && attribute(element, 'defer') === null) return finding('classic script without defer blocks rendering');
  return null;
}

/**
 * Every script in a document that would run before its first paint (empty when none).
 * @param {string} html
 * @returns {ScriptFinding[]}
 */
export function scriptsBeforeFirstPaint(html) {
  /** @type {ScriptFinding[]} */
  const findings = [];
  /** @param {ParentNode} node */
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'script') {
        const finding = classifyScript(child);
        if (finding) findings.push(finding);
      }
      const handlers = child.attrs.filter((a) => /^on[a-z]/i.test(a.name) && a.value.trim() !== '');
      for (const handler of handlers) {
        findings.push({ kind: 'classic', src: null, reason: `inline event handler ${handler.name}`, html: startTag(child) });
      }
      // A <template>'s content is inert (parse5 keeps it apart from childNodes): not visited.
      visit(child);
    }
  };
  visit(parse(html));
  return findings;
}
