// The site's deployable packages, the one list everything reads, the browser bundle too: it imports nothing.

export const SHELL_NAME = 'shell';

/** Their package folders and remotes.json's keys. */
export const REMOTE_NAMES = ['personal-banking', 'business-banking', 'group-societies', 'verify-statement'];

/** Each remote takes the next one. */
const SHELL_PORT = 5000;

export const PACKAGES = [SHELL_NAME, ...REMOTE_NAMES].map((name, index) => ({
  name,
  port: SHELL_PORT + index,
  remote: name !== SHELL_NAME,
}));
