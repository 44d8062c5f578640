import '@mboa/shared/styles/base.css';
import { renderStandaloneSection } from '@mboa/shared/standalone';
import remote from '../exposedPages';

renderStandaloneSection('personal-banking', remote);
