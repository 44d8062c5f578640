import { ROUTES } from '@mboa/shared';
import { describe, expect, it } from 'vitest';
import { shellPages } from './pageTable';

/** The routes the ownership table gives the shell. */
const SHELL_ROUTES = ROUTES.filter((route) => route.owner === 'shell').map((route) => route.path);

describe('the page table', () => {
  it('has a page for every route the ownership table gives the shell, and for no other', () => {
    expect(Object.keys(shellPages).sort()).toEqual([...SHELL_ROUTES].sort());
  });
});
