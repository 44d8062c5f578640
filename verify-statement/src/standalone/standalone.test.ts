import { testStandaloneSection } from '@mboa/shared/testing';
import remote from '../exposedPages';

testStandaloneSection('verify-statement', remote);
