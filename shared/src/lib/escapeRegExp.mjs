/** A literal string as a regular expression's source that matches only that string. @param {string} text */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
