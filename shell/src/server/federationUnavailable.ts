// The server build's stand-in for the federation plugin's runtime (shell/vite.config.ts): a
// prerender never loads a remote's code (the remote's own server build renders its page, and
// its HTML is passed in), so reaching any of these is a bug.
const unavailable = () => {
  throw new Error('Remotes are not loaded while prerendering: their server builds render their pages.');
};
export const __federation_method_setRemote = unavailable;
export const __federation_method_getRemote = unavailable;
export const __federation_method_unwrapDefault = unavailable;
