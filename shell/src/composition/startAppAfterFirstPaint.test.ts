import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterFirstPaint } from './startAppAfterFirstPaint';

/** The test page's own document (it has an address, as a page does), its head holding the boot script. */
function documentWithBoot(attributes: string): Document {
  document.head.innerHTML = `<script type="module" src="/assets/boot-B.js" ${attributes}></script>`;
  return document;
}

describe('the boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('fetches nothing before the next frame has painted, then the entry and its chunks', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const doc = documentWithBoot('data-entry="/assets/index-A.js" data-preload="/assets/identity-C.js /assets/LegalPage-D.js"');
    const imported = vi.fn(async () => undefined);
    startAppAfterFirstPaint(doc, imported);
    expect(imported).not.toHaveBeenCalled();
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).toHaveBeenCalledWith('/assets/index-A.js');
    expect([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/identity-C.js', '/assets/LegalPage-D.js']);
  });

  it('loads nothing from another site, whatever its attributes say', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const imported = vi.fn(async () => undefined);
    startAppAfterFirstPaint(documentWithBoot('data-entry="https://other-host.example/x.js"'), imported);
    await vi.advanceTimersByTimeAsync(50);
    expect(imported).not.toHaveBeenCalled();
    const doc = documentWithBoot('data-entry="/assets/index-A.js" data-preload="//other-host.example/y.js"');
    startAppAfterFirstPaint(doc, imported);
    await vi.advanceTimersByTimeAsync(50);
    expect(imported.mock.calls).toEqual([['/assets/index-A.js']]);
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});
