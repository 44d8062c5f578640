import { LINKED_PATHS_WITHOUT_ROUTE, findRoute, identity, type CallToAction, type PageMeta, type RelatedLink } from '@mboa/shared';
import { describe, expect, it } from 'vitest';
import { about } from './about';
import type { InfoPageContent } from './aboutTypes';
import { careers } from './careers';
import { legal } from './legal';
import { moneySkills } from './moneySkills';
import { ourStory } from './ourStory';
import * as shellMeta from './pageMeta';
import { press } from './press';
import { testimonies } from './testimonies';

const RECORDS: Record<string, InfoPageContent> = {
  '/money-skills': moneySkills,
  '/career': careers,
  '/press': press,
  [`/about_${identity.slug}`]: about,
  '/our-story': ourStory,
  '/testimonies': testimonies,
  '/legal': legal,
};

/** Every call to action and related link a record holds, wherever it sits. */
function collect(value: unknown, found: { actions: CallToAction[]; links: RelatedLink[] } = { actions: [], links: [] }) {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.kind === 'string' && typeof record.label === 'string') found.actions.push(record as unknown as CallToAction);
    else if (typeof record.href === 'string' && typeof record.linkText === 'string') found.links.push(record as unknown as RelatedLink);
    Object.values(record).forEach((item) => collect(item, found));
  }
  return found;
}

describe('the information pages’ content records', () => {
  it('give every page a title and a description of 50 to 160 characters, unique across the shell', () => {
    const metas: PageMeta[] = [...Object.values(RECORDS).map((record) => record.meta), ...Object.values(shellMeta)];
    for (const { description } of Object.values(RECORDS).map((record) => record.meta)) {
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(metas.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
  });

  it.each(Object.entries(RECORDS))('%s links only to routes of the site, and mails only the identity’s mailboxes with a subject', (_path, record) => {
    const { actions, links } = collect(record);
    for (const link of links) {
      expect(findRoute(link.href), link.href).toBeDefined();
      expect(LINKED_PATHS_WITHOUT_ROUTE as readonly string[]).not.toContain(link.href);
    }
    for (const action of actions) {
      if (action.kind === 'mail') {
        expect(Object.keys(identity.email)).toContain(action.mailbox);
        expect(action.subject.trim()).not.toBe('');
      } else {
        expect(findRoute(action.to), action.to).toBeDefined();
      }
    }
  });

  it('never types an e-mail address, phone number or regulatory identifier other than the identity’s', () => {
    const text = JSON.stringify(RECORDS);
    const addresses = new Set(text.match(/[\w.+-]+@[\w.-]+\.\w+/g));
    for (const address of addresses) expect(Object.values(identity.email)).toContain(address);
    const phones = new Set(text.match(/\+237[\d\s]+\d/g));
    expect(phones.size).toBeGreaterThan(0);
    for (const phone of phones) expect([identity.phone.plain, identity.phone.whatsapp]).toContain(phone.replace(/\s/g, ' '));
  });
});

describe('/career', () => {
  it('lists the five roles of the product contract, in its order, each applied for by e-mail naming the role', () => {
    const roles = careers.roles.items;
    expect(roles.map((role) => role.title)).toEqual([
      'Daily Cash Collector',
      'Java Developer',
      'Python Developer',
      'Full Stack Developer',
      'React / Angular / Flutter Developer',
    ]);
    expect(new Set(roles.map((role) => role.id)).size).toBe(roles.length);
    for (const role of roles) {
      expect(role.apply.mailbox).toBe('info');
      expect(role.apply.subject).toContain(role.title);
      expect(role.location.trim()).not.toBe('');
      expect(role.duties.length).toBeGreaterThanOrEqual(3);
      expect(role.requirements.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('/our-story', () => {
  it('tells the Journey year by year, from the founding year to 2026', () => {
    const years = ourStory.journey.milestones.map((milestone) => milestone.year);
    expect(years[0]).toBe(identity.foundedYear);
    expect(years).toEqual(Array.from({ length: 2026 - identity.foundedYear + 1 }, (_, index) => identity.foundedYear + index));
  });
});

describe('/press', () => {
  it('lists releases newest first, with valid dates no earlier than the founding', () => {
    const dates = press.releases.items.map((release) => release.date);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
      expect(Number(date.slice(0, 4))).toBeGreaterThanOrEqual(identity.foundedYear);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(press.releases.items.map((release) => release.id)).size).toBe(dates.length);
  });
});

describe('/money-skills', () => {
  it('has the four modules of the programme, each with practical tips', () => {
    expect(moneySkills.modules.items.map((module) => module.title)).toEqual(['Budgeting', 'Saving through njangie', 'Using credit wisely', 'Spotting fraud']);
    for (const module of moneySkills.modules.items) expect(module.tips.length).toBeGreaterThanOrEqual(3);
    expect(moneySkills.modules.items.find((module) => module.id === 'fraud')?.report?.action.mailbox).toBe('fraud');
  });
});

describe('/legal', () => {
  it('has the terms, privacy and cookie notices under stable ids, and names the one cookie', () => {
    const ids = legal.sections.map((section) => section.id);
    expect(ids).toEqual(expect.arrayContaining(['terms', 'privacy', 'cookies']));
    expect(new Set(ids).size).toBe(ids.length);
    const cookies = JSON.stringify(legal.sections.find((section) => section.id === 'cookies'));
    expect(cookies).toContain('verified_account');
    expect(cookies).toContain('0.01 day');
    expect(cookies).toContain('SameSite=Strict');
  });
});
