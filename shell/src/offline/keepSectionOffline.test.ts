import { SITE_PAGES, type Language, type RemoteName } from '@mboa/shared';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_OFFLINE_PLACE, offerKeepingSection, sectionSizeOf, type SectionSize } from './keepSectionOffline';
import type { KeepPagesMessage, KeepPagesProgress } from './offlineStorage';
import english from './offlineText.en';
import french from './offlineText.fr';

const TEXT = { en: english, fr: french } as const;
/** How long a test waits for the page to show what it is due to (as Testing Library's, vitest.setup.ts): a wait, not a check of speed. */
const WAIT = { timeout: 15_000 };

/** The manifest's sizes as the deploy writes them (hosting/deploy/offlineSections.mjs). */
const OFFLINE_SECTIONS = {
  'personal-banking': { en: { pages: 18, bytes: 106269 }, fr: { pages: 18, bytes: 109120 } },
  'group-societies': { en: { pages: 4, bytes: 20480 } },
};

describe('a section’s size, from the manifest', () => {
  it('reads the size of a section in a language', () => {
    expect(sectionSizeOf(OFFLINE_SECTIONS, 'personal-banking', 'en')).toEqual({ pages: 18, bytes: 106269 });
    expect(sectionSizeOf(OFFLINE_SECTIONS, 'personal-banking', 'fr')).toEqual({ pages: 18, bytes: 109120 });
    expect(sectionSizeOf(OFFLINE_SECTIONS, 'group-societies', 'en')).toEqual({ pages: 4, bytes: 20480 });
  });

  it.each([
    ['no manifest setting', undefined],
    ['null', null],
    ['a string', 'personal-banking'],
    ['a list', [{ pages: 18, bytes: 1 }]],
    ['no entry for the section', { 'business-banking': { en: { pages: 10, bytes: 1 } } }],
    ['no entry for the language', { 'personal-banking': { fr: { pages: 18, bytes: 1 } } }],
    ['a section that is null', { 'personal-banking': null }],
    ['a size that is null', { 'personal-banking': { en: null } }],
    ['a size that is a number', { 'personal-banking': { en: 106269 } }],
    ['pages as a string', { 'personal-banking': { en: { pages: '18', bytes: 106269 } } }],
    ['pages as a fraction', { 'personal-banking': { en: { pages: 18.5, bytes: 106269 } } }],
    ['no pages', { 'personal-banking': { en: { bytes: 106269 } } }],
    ['no bytes', { 'personal-banking': { en: { pages: 18 } } }],
    ['bytes below zero', { 'personal-banking': { en: { pages: 18, bytes: -1 } } }],
    ['bytes not a number', { 'personal-banking': { en: { pages: 18, bytes: Number.NaN } } }],
    ['the hub as the one page (nothing more to keep)', { 'personal-banking': { en: { pages: 1, bytes: 0 } } }],
  ])('gives none for %s', (_what, offlineSections) => {
    expect(sectionSizeOf(offlineSections, 'personal-banking', 'en')).toBeUndefined();
  });
});

/** A ServiceWorkerContainer whose controlling worker records what it is sent, and the port it is given. */
function fakeWorker({ controlled = true } = {}) {
  const posted: { message: KeepPagesMessage; port: MessagePort | undefined }[] = [];
  const postMessage = vi.fn((message: KeepPagesMessage, transfer?: Transferable[]) => {
    posted.push({ message, port: transfer?.find((item): item is MessagePort => item instanceof MessagePort) });
  });
  const worker = { controller: controlled ? { postMessage } : null } as unknown as ServiceWorkerContainer;
  return { worker, posted, postMessage };
}

const ports: MessagePort[] = [];

/** The hub page's place for the offer (shared HubPage), on the page. */
function hubPlace(): HTMLElement {
  const place = document.createElement('div');
  place.setAttribute('data-keep-offline', '');
  document.body.append(place);
  return place;
}

function offer(section: RemoteName, language: Language, size: SectionSize, worker: ServiceWorkerContainer) {
  const place = hubPlace();
  offerKeepingSection({ place, section, language, size, worker });
  const view = within(place);
  return { place, view, button: view.getByRole<HTMLButtonElement>('button'), status: view.getByRole('status') };
}

/** The worker's answer on the port it was given, as the page receives it. */
async function answer(port: MessagePort | undefined, progress: KeepPagesProgress, status: HTMLElement, shows: string) {
  if (!port) throw new Error('the page gave the worker no port');
  ports.push(port);
  port.postMessage(progress);
  await vi.waitFor(() => expect(status.textContent).toBe(shows), WAIT);
}

describe.each(['en', 'fr'] as const)('the offer to keep a section, in %s', (language) => {
  const text = TEXT[language].keepSection;
  afterEach(() => {
    for (const port of ports.splice(0)) port.close();
    document.body.innerHTML = '';
  });

  it('finds the place the hub template marks', () => {
    const place = hubPlace();
    expect(document.querySelector(KEEP_OFFLINE_PLACE)).toBe(place);
  });

  it('fills the place with a region named by its heading, what it costs, a button and an empty status', () => {
    const { place, view, button, status } = offer(
      'personal-banking',
      language,
      { pages: 18, bytes: 106269 },
      fakeWorker().worker,
    );
    const region = view.getByRole('region', { name: text.heading });
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe(text.heading);
    expect(button.textContent).toBe(text.button);
    expect(button.disabled).toBe(false);
    expect(status.textContent).toBe('');
    expect(place.querySelectorAll('section')).toHaveLength(1);
  });

  it('says how many pages and how many kilobytes, rounded up, before anything is downloaded', () => {
    const { worker, postMessage } = fakeWorker();
    const region = offer('personal-banking', language, { pages: 18, bytes: 106269 }, worker).view.getByRole('region');
    const intro =
      [...region.querySelectorAll('p')].find((paragraph) => paragraph.getAttribute('role') !== 'status')?.textContent ??
      '';
    if (language === 'en') {
      expect(intro).toContain('18 pages');
      expect(intro).toContain('(about 104\u00a0KB)');
    } else {
      expect(intro).toContain('18\u00a0pages');
      expect(intro).toContain('(environ 104\u00a0Ko)');
    }
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('rounds a size just over a kilobyte up', () => {
    const region = offer(
      'group-societies',
      language,
      { pages: 4, bytes: 100 * 1024 + 1 },
      fakeWorker().worker,
    ).view.getByRole('region');
    expect(region.textContent).toContain(language === 'en' ? 'about 101\u00a0KB' : 'environ 101\u00a0Ko');
  });

  it('asks the worker, on a click, to keep the section’s pages in this language only, with a port for its answers', () => {
    const { worker, posted } = fakeWorker();
    const { button } = offer('personal-banking', language, { pages: 18, bytes: 106269 }, worker);
    button.click();
    const pages = SITE_PAGES.filter((page) => page.owner === 'personal-banking' && page.language === language).map(
      (page) => page.path,
    );
    expect(posted.map(({ message }) => message)).toEqual([{ type: 'keep-pages', urls: pages }]);
    expect(pages.length).toBeGreaterThan(1);
    expect(posted[0]?.port).toBeInstanceOf(MessagePort);
    ports.push(...posted.flatMap(({ port }) => (port ? [port] : [])));
    expect(button.disabled).toBe(true);
  });

  it('shows the progress the worker reports, then that every page is kept, and lets the visitor press again', async () => {
    const { worker, posted } = fakeWorker();
    const { button, status } = offer('personal-banking', language, { pages: 18, bytes: 106269 }, worker);
    button.click();
    const port = posted[0]?.port;
    const saying = {
      en: { 1: 'Saving: 1 of 18 pages…', 2: 'Saving: 2 of 18 pages…' },
      fr: { 1: 'Enregistrement\u00a0: 1\u00a0page sur 18…', 2: 'Enregistrement\u00a0: 2\u00a0pages sur 18…' },
    }[language];
    await answer(port, { type: 'progress', done: 1, total: 18 }, status, saying[1]);
    await answer(port, { type: 'progress', done: 2, total: 18 }, status, saying[2]);
    expect(button.disabled).toBe(true);
    await answer(
      port,
      { type: 'kept', saved: 18, failed: 0 },
      status,
      language === 'en'
        ? 'Done: 18 pages of this section are saved on this device. You can read them without a connection.'
        : "C'est fait\u00a0: 18\u00a0pages de cette rubrique sont enregistrées sur cet appareil. Vous pouvez les lire sans connexion.",
    );
    expect(button.disabled).toBe(false);
  });

  it('says how many pages could not be kept, of how many, and lets the visitor press again', async () => {
    const { worker, posted } = fakeWorker();
    const { button, status } = offer('personal-banking', language, { pages: 18, bytes: 106269 }, worker);
    button.click();
    await answer(
      posted[0]?.port,
      { type: 'kept', saved: 15, failed: 3 },
      status,
      language === 'en'
        ? '3 of 18 pages could not be saved. Check your connection and press the button again.'
        : "3\u00a0pages sur 18 n'ont pas pu être enregistrées. Vérifiez votre connexion et appuyez de nouveau sur le bouton.",
    );
    expect(button.disabled).toBe(false);
    button.click();
    expect(posted).toHaveLength(2);
    ports.push(...posted.flatMap(({ port }) => (port ? [port] : [])));
  });

  it('says no page could be kept when the worker no longer controls the page, and sends nothing', () => {
    const { worker } = fakeWorker({ controlled: false });
    const { button, status } = offer('personal-banking', language, { pages: 18, bytes: 106269 }, worker);
    button.click();
    const pages = SITE_PAGES.filter((page) => page.owner === 'personal-banking' && page.language === language).length;
    expect(status.textContent).toMatch(
      language === 'en'
        ? new RegExp(`^${pages} of ${pages} pages could not be saved`)
        : new RegExp(`^${pages}\u00a0pages sur ${pages} n'ont pas pu`),
    );
    expect(button.disabled).toBe(false);
  });
});
