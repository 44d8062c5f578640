import { testStandaloneSection } from '@mboa/shared/testing';
import remote from '../exposedPages';

testStandaloneSection('group-societies', remote);
