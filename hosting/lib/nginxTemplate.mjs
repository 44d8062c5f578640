// nginx's part of a rule, from the template beside its module (docs/decisions/nginx-includes.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';

/** @typedef {{ root: string, port: number, routes: string[], routeOwners: Record<string, string>, trustedProxies: string[] }} NginxSite @typedef {Partial<Record<'http' | 'server' | 'route', string>>} NginxParts */

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/** Inside nginx's double quotes only the quote is escaped: a regex's backslashes stay. */
export const nginxQuoted = (/** @type {string} */ value) => value.replaceAll('"', '\\"');

/** A placeholder alone on its line indents each line of its value so, or goes with an empty one. */
export function fillTemplate(
  /** @type {string} */ text,
  /** @type {Record<string, string>} */ values,
  name = 'template',
) {
  const valueOf = (/** @type {string} */ key) => {
    if (!Object.hasOwn(values, key)) throw new Error(`${name} names an unknown value {{${key}}}`);
    return /** @type {string} */ (values[key]);
  };
  return text
    .replace(/^([ \t]*)\{\{([A-Z_]+)\}\}\n/gm, (_line, indent, key) => {
      const value = valueOf(key);
      return value === ''
        ? ''
        : `${value
            .split('\n')
            .map((line) => indent + line)
            .join('\n')}\n`;
    })
    .replace(/\{\{([A-Z_]+)\}\}/g, (_match, key) => valueOf(key));
}

/** Its `http {…}`, `server {…}`, `location @route {…}` at the left margin, unindented. */
export function nginxParts(/** @type {URL} */ template, /** @type {Record<string, string>} */ values) {
  const name = relative(REPOSITORY, fileURLToPath(template));
  const parts = /** @type {NginxParts} */ ({});
  let comments = /** @type {string[]} */ ([]);
  let block = /** @type {{ part: 'http' | 'server' | 'route', lines: string[] } | undefined} */ (undefined);
  for (const line of fillTemplate(readFileSync(template, 'utf8'), values, name).split('\n')) {
    const opening = /^(http|server|location @(route)) \{$/.exec(line);
    if (block && line === '}') {
      parts[block.part] = `${block.lines.join('\n')}\n`;
      block = undefined;
    } else if (block) block.lines.push(line.replace(/^ {2}/, ''));
    else if (opening) {
      block = {
        part: /** @type {'http' | 'server' | 'route'} */ (opening[2] ?? opening[1]),
        lines: [`# From ${name}.`, ...comments],
      };
      comments = [];
    } else if (line.startsWith('#')) comments.push(line);
    else if (line.trim() !== '')
      throw new Error(`${name}: "${line}" is outside http {}, server {} or location @route {}`);
  }
  if (block) throw new Error(`${name}: ${block.part} {} is not closed`);
  return parts;
}
