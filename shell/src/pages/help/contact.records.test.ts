import { describe, expect, it } from 'vitest';
import { loadTranslations } from '@mboa/shared/testing/translations';
import type { ContactContent } from './contact';

const contact = await loadTranslations<ContactContent>({
  en: () => import('./contact.en'),
  fr: () => import('./contact.fr'),
});

describe('the contact record', () => {
  it('keeps the product contract’s Email Us', () => {
    expect(contact.en.emailUs.action.label).toBe('Email Us');
  });
});
