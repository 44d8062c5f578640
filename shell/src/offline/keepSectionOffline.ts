// The offer on a hub to keep its whole section offline (docs/offline.md), in the place the shared HubPage marks: its
// size before any download, then its progress in a status. A chunk loaded only on a page with the place.
import { LOCALES, SITE_PAGES, fillTemplate, pluralText, type Language, type RemoteName } from '@mboa/shared';
import type { KeepPagesMessage, KeepPagesProgress } from './offlineStorage';
import english from './offlineText.en';
import french from './offlineText.fr';

export interface SectionSize {
  /** The section's pages in the language, its hub among them. */
  readonly pages: number;
  /** What keeping them downloads, compressed, beyond what the hub page loaded. */
  readonly bytes: number;
}

/** A section's size from the manifest's `offlineSections[section][language]`; undefined if malformed (no offer). */
export function sectionSizeOf(
  offlineSections: unknown,
  section: RemoteName,
  language: Language,
): SectionSize | undefined {
  const size = (offlineSections as Record<string, Record<string, unknown> | undefined> | null | undefined)?.[section]?.[
    language
  ];
  const { pages, bytes } = (typeof size === 'object' && size !== null ? size : {}) as {
    pages?: unknown;
    bytes?: unknown;
  };
  return Number.isInteger(pages) && Number.isInteger(bytes) && (pages as number) > 1 && (bytes as number) >= 0
    ? { pages: pages as number, bytes: bytes as number }
    : undefined;
}

/** Where a hub page offers its section (written by shared/src/components/HubPage.tsx). */
export const KEEP_OFFLINE_PLACE = '[data-keep-offline]';

export interface KeepSectionOptions {
  readonly place: HTMLElement;
  readonly section: RemoteName;
  readonly language: Language;
  readonly size: SectionSize;
  readonly worker: ServiceWorkerContainer;
}

/** Fills the hub's place with the offer: a heading, what it costs, the button and its status. */
export function offerKeepingSection({ place, section, language, size, worker }: KeepSectionOptions): void {
  const text = (language === 'fr' ? french : english).keepSection;
  const locale = LOCALES[language];
  const doc = place.ownerDocument;
  const paths = SITE_PAGES.filter((page) => page.owner === section && page.language === language).map(
    (page) => page.path,
  );

  const offer = doc.createElement('section');
  offer.className = 'section container keep-offline__offer';
  offer.setAttribute('aria-labelledby', 'keep-offline-heading');
  const heading = doc.createElement('h2');
  heading.id = 'keep-offline-heading';
  heading.textContent = text.heading;
  const intro = doc.createElement('p');
  const kilobytes = fillTemplate(text.size, { kb: Math.max(1, Math.ceil(size.bytes / 1024)) }, locale);
  intro.textContent = fillTemplate(text.intro, { pages: size.pages, size: kilobytes }, locale);
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = text.button;
  const status = doc.createElement('p');
  status.className = 'keep-offline__status';
  status.setAttribute('role', 'status');
  offer.append(heading, intro, button, status);
  place.replaceChildren(offer);

  button.addEventListener('click', () => {
    const controller = worker.controller;
    if (!controller) {
      status.textContent = pluralText(text.failed, paths.length, locale, { total: paths.length });
      return;
    }
    button.disabled = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = ({ data }: MessageEvent<KeepPagesProgress>) => {
      if (data.type === 'progress') {
        status.textContent = pluralText(text.saving, data.done, locale, { total: data.total });
        return;
      }
      status.textContent =
        data.failed > 0
          ? pluralText(text.failed, data.failed, locale, { total: data.saved + data.failed })
          : pluralText(text.kept, data.saved, locale);
      button.disabled = false;
      channel.port1.close();
    };
    const message: KeepPagesMessage = { type: 'keep-pages', urls: paths };
    controller.postMessage(message, [channel.port2]);
  });
}
