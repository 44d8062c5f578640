import '@mboa/shared/styles/base.css';
import { StandaloneSection } from '@mboa/shared/standalone';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import remote from '../exposedPages';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StandaloneSection name="personal-banking" remote={remote} />
  </StrictMode>,
);
