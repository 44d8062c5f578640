import { describe, expect, it } from 'vitest';
import { SITE_PAGES, findPage } from '../routes';
import { languageOfPath, localisedHref, pathInLanguage } from './language';

describe('addresses in each language', () => {
  it('puts a French page at /fr + the English path, the home page at /fr', () => {
    expect(pathInLanguage('/savings_account', 'fr')).toBe('/fr/savings_account');
    expect(pathInLanguage('/student-Account', 'fr')).toBe('/fr/student-Account');
    expect(pathInLanguage('/', 'fr')).toBe('/fr');
    expect(pathInLanguage('/savings_account', 'en')).toBe('/savings_account');
  });

  it('reads a path’s language and the path without it, as routes match: any case, a trailing slash ignored', () => {
    expect(languageOfPath('/fr/savings_account')).toEqual({ language: 'fr', path: '/savings_account' });
    expect(languageOfPath('/FR/Savings_Account')).toEqual({ language: 'fr', path: '/Savings_Account' });
    expect(languageOfPath('/fr')).toEqual({ language: 'fr', path: '/' });
    expect(languageOfPath('/fr/')).toEqual({ language: 'fr', path: '/' });
    expect(languageOfPath('/france')).toEqual({ language: 'en', path: '/france' });
    expect(languageOfPath('/savings_account')).toEqual({ language: 'en', path: '/savings_account' });
  });

  it('lists every route in both languages, the same owner for both', () => {
    expect(SITE_PAGES).toHaveLength(102);
    expect(SITE_PAGES).toContainEqual({
      path: '/fr/verify-statement',
      route: '/verify-statement',
      owner: 'verify-statement',
      language: 'fr',
    });
    expect(findPage('/FR/student-account/')).toEqual({
      path: '/fr/student-Account',
      route: '/student-Account',
      owner: 'personal-banking',
      language: 'fr',
    });
    expect(findPage('/fr/no-such-page')).toBeUndefined();
    expect(findPage('/fr/fr/savings_account')).toBeUndefined();
  });
});

describe('links in a French page', () => {
  it('lead to the French pages; mail, other sites, anchors, relative paths and files stay as they are', () => {
    expect(localisedHref('/login', 'fr')).toBe('/fr/login');
    expect(localisedHref('/student-account', 'fr')).toBe('/fr/student-account');
    expect(localisedHref('/group-societies#loan_application', 'fr')).toBe('/fr/group-societies#loan_application');
    expect(localisedHref('/', 'fr')).toBe('/fr');
    expect(localisedHref('#loan_application', 'fr')).toBe('#loan_application');
    expect(localisedHref('login', 'fr')).toBe('login');
    expect(localisedHref('mailto:info@mboa.example', 'fr')).toBe('mailto:info@mboa.example');
    expect(localisedHref('https://wa.me/237600000102', 'fr')).toBe('https://wa.me/237600000102');
    expect(localisedHref('//cdn.example/x', 'fr')).toBe('//cdn.example/x');
    expect(localisedHref('/statements/VS-0001.pdf', 'fr')).toBe('/statements/VS-0001.pdf');
    expect(localisedHref('/sitemap.xml', 'fr')).toBe('/sitemap.xml');
    expect(localisedHref('/login', 'en')).toBe('/login');
  });
});
