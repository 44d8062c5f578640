import { expectStandaloneListsAndRendersEveryPage } from '@mboa/shared/testing';
import { expect, it } from 'vitest';
import remote from '../exposedPages';

it('the standalone page lists every page of the section and renders each one', async () => {
  const headings = await expectStandaloneListsAndRendersEveryPage('personal-banking', remote);
  expect(headings.size).toBe(Object.keys(remote.pages).length);
});
