// React DOM's client, as a chunk of its own that main.tsx imports dynamically, so that it is
// evaluated in a task of its own while the page's code loads.
export { createRoot, hydrateRoot } from 'react-dom/client';
