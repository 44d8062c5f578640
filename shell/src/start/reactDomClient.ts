// React DOM as a chunk main.tsx imports, so it is evaluated in its own task while the page's code loads.
export { createRoot, hydrateRoot } from 'react-dom/client';
