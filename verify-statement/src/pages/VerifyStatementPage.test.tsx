import { LanguageContext, type Language } from '@mboa/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../content/verifyStatement.en';
import french from '../content/verifyStatement.fr';
import remote from '../exposedPages';
import { SAVED_COPY_NOTICE_CLASS, isSavedCopy } from '@mboa/shared/saved-copy';
import type { ConnectionCheck, SavedCopyCheck } from '../lib/useStatementVerification';
import VerifyStatementPage from './VerifyStatementPage';

/** The page as the shell loads it in each language: the component holding its language's record, inside its language. */
const { default: FrenchPage, meta: frenchMeta } = await remote.pages['/verify-statement']!('fr');
const { default: EnglishPage } = await remote.pages['/verify-statement']!('en');

const SAMPLE = {
  'Reference Number': 'MB-STM-2025-0042',
  "Client's National ID Number": '112233445',
  'Account Number': '37100012345',
};

function fillAndVerify(values: Record<string, string>, verify = 'Verify') {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: verify }));
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Lets the test see, and optionally hold back, the page's one key derivation (real Web Crypto). */
function watchDerivation(options: { holdUntilReleased?: boolean } = {}) {
  const subtle = globalThis.crypto.subtle;
  const realDeriveBits = subtle.deriveBits.bind(subtle);
  let release = () => {};
  const released = options.holdUntilReleased ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let called: (derivation: { derived: Promise<ArrayBuffer> }) => void = () => {};
  const derivationStarted = new Promise<{ derived: Promise<ArrayBuffer> }>((resolve) => (called = resolve));
  const importKey = vi.spyOn(subtle, 'importKey');
  vi.spyOn(subtle, 'deriveBits').mockImplementation((...args: Parameters<SubtleCrypto['deriveBits']>) => {
    const derived = released.then(() => realDeriveBits(...args));
    called({ derived });
    return derived;
  });
  return {
    importKey,
    release: () => release(),
    /** Waits, in real time (the fake clock stands still), until the derivation has finished. */
    finished: () =>
      act(async () => {
        await (
          await derivationStarted
        ).derived;
      }),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'verified_account=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('VerifyStatementPage', () => {
  it('starts the derivation as soon as Verify is pressed, but shows the result only once the 3 seconds are over', async () => {
    const derivation = watchDerivation();
    render(<VerifyStatementPage content={english} />);
    fillAndVerify(SAMPLE);
    expect(derivation.importKey).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    await advance(2999);
    await derivation.finished();
    expect(screen.queryByRole('heading', { name: 'Verified' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeTruthy();
    expect(document.cookie).toContain('verified_account=37100012345');
  });

  it('keeps waiting past 3 seconds while the derivation runs, and shows the result as soon as it ends', async () => {
    const derivation = watchDerivation({ holdUntilReleased: true });
    render(<VerifyStatementPage content={english} />);
    fillAndVerify(SAMPLE);
    await advance(4000);
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    derivation.release();
    await derivation.finished();
    expect(screen.getByRole('heading', { name: 'Verified' })).toBeTruthy();
  });

  it('says a secure connection is needed where the browser has no Web Crypto', async () => {
    vi.stubGlobal('crypto', {});
    render(<VerifyStatementPage content={english} />);
    fillAndVerify(SAMPLE);
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toContain('This check needs a secure connection');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false);
    expect(document.cookie).not.toContain('verified_account');
  });

  it('says the check could not be done, rather than waiting for ever, when the derivation fails', async () => {
    vi.stubGlobal('crypto', { subtle: { importKey: () => Promise.reject(new Error('boom')) } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<VerifyStatementPage content={english} />);
    fillAndVerify(SAMPLE);
    await advance(3000);
    expect(screen.getByRole('alert').textContent).toContain('could not be checked just now');
  });

  it('refuses a value longer than its field, with a message under it, and does not wait', async () => {
    render(<VerifyStatementPage content={english} />);
    // maxlength stops typing and pasting; a script can still set a longer value.
    fillAndVerify({ ...SAMPLE, 'Reference Number': 'R'.repeat(65) });
    const field = screen.getByLabelText('Reference Number');
    expect(field.getAttribute('maxlength')).toBe('64');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(document.querySelector('.field__error')!.id);
    expect(document.querySelector('.field__error')!.textContent).toBe(
      'The reference number can be at most 64 characters long.',
    );
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(field);
  });
});

const FRENCH_SAMPLE = {
  'Numéro de référence': SAMPLE['Reference Number'],
  "Numéro de la carte nationale d'identité du client": SAMPLE["Client's National ID Number"],
  'Numéro de compte': SAMPLE['Account Number'],
};
const DOWNLOAD_PATH =
  '/statements/Verified%20Statement%20TFMXJ0eLHiz-41twKSQPPA%20-%20MB-STM-2025-0042%20-%2037100012345.pdf';
const DOWNLOAD_NAME = 'Verified Statement TFMXJ0eLHiz-41twKSQPPA - MB-STM-2025-0042 - 37100012345.pdf';

/** Every key derivation the page starts (real Web Crypto), so a test can wait for them in real time. Once per test. */
function trackDerivations() {
  const subtle = globalThis.crypto.subtle;
  const realDeriveBits = subtle.deriveBits.bind(subtle);
  const derivations: Promise<ArrayBuffer>[] = [];
  vi.spyOn(subtle, 'deriveBits').mockImplementation((...args: Parameters<SubtleCrypto['deriveBits']>) => {
    const derived = realDeriveBits(...args);
    derivations.push(derived);
    return derived;
  });
  return { finished: () => act(async () => void (await Promise.all(derivations))) };
}

/** Verifies the sample on the rendered page: the 3 seconds and the check. Returns the result table's download link. */
async function verifySample(
  derivations: ReturnType<typeof trackDerivations>,
  values: Record<string, string>,
  verify: string,
  verified: string,
): Promise<HTMLAnchorElement> {
  fillAndVerify(values, verify);
  await advance(3000);
  await derivations.finished();
  expect(screen.getByRole('heading', { level: 2, name: verified })).toBeTruthy();
  return within(screen.getByRole('table')).getByRole('link') as HTMLAnchorElement;
}

describe('the paste cut to fit', () => {
  it('is said under the field, in the page language, with the field’s limit', () => {
    render(<EnglishPage />);
    const field = screen.getByLabelText('Account Number');
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.paste(field, { clipboardData: { getData: () => '3710001234537100012345' } });
    const message =
      'The pasted text did not fit: this field takes at most 20 characters, so the end was cut off. Please check it.';
    expect(screen.getByText(message).getAttribute('role')).toBe('status');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
  });
});

describe('VerifyStatementPage in French', () => {
  it('has its French title, h1, labels and Vérifier', () => {
    expect(frenchMeta.title).toMatch(/^Vérifier un relevé \| /);
    render(<FrenchPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vérifier un relevé');
    for (const label of Object.keys(FRENCH_SAMPLE))
      expect(screen.getByLabelText(label).getAttribute('required')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeTruthy();
    expect(screen.queryByText('Verify')).toBeNull();
  });

  it('says what is wrong with each field in French, and does not wait', async () => {
    render(<FrenchPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByText('Saisissez le numéro de référence.')).toBeTruthy();
    expect(
      screen.getByText(
        "Saisissez le numéro de la carte nationale d'identité du client ou le numéro de contribuable de l'entreprise.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('Saisissez le numéro de compte.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Numéro de référence'));

    fillAndVerify(
      { ...FRENCH_SAMPLE, 'Numéro de référence': 'R'.repeat(65), 'Numéro de compte': '3710 0012345' },
      'Vérifier',
    );
    expect(
      screen.getByLabelText('Numéro de référence').closest('.field')!.querySelector('.field__error')!.textContent,
    ).toBe('Le numéro de référence ne peut pas dépasser 64\u00a0caractères.');
    expect(screen.getByText('Le numéro de compte ne peut contenir que des chiffres (0 à 9).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toHaveProperty('disabled', false);
  });

  it('waits with « Veuillez patienter... », then says in French that the statement failed, with the spaces hint', async () => {
    render(<FrenchPage />);
    const derivations = trackDerivations();
    fillAndVerify(
      {
        ...FRENCH_SAMPLE,
        'Numéro de référence': `${SAMPLE['Reference Number']} `,
        "Numéro de la carte nationale d'identité du client": ` ${SAMPLE["Client's National ID Number"]}`,
      },
      'Vérifier',
    );
    expect(screen.getByRole('button', { name: 'Veuillez patienter...' })).toHaveProperty('disabled', true);
    await advance(3000);
    await derivations.finished();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('✗ La vérification du relevé a échoué. Veuillez vérifier vos informations.');
    expect(alert.textContent).toContain(
      "Les espaces comptent aussi\u00a0: vérifiez le début et la fin des champs Numéro de référence et Numéro de la carte nationale d'identité du client.",
    );
    expect(screen.getByRole('button', { name: 'Vérifier' })).toHaveProperty('disabled', false);
    expect(document.cookie).not.toContain('verified_account');
  });

  it('verifies the sample: Vérifié, Valide and Télécharger, with the same download, file name and cookie as in English', async () => {
    const derivations = trackDerivations();
    render(<EnglishPage />);
    const englishLink = await verifySample(derivations, SAMPLE, 'Verify', 'Verified');
    expect(within(screen.getByRole('table')).getByText('Valid')).toBeTruthy();
    const englishDownload = { href: englishLink.getAttribute('href'), download: englishLink.getAttribute('download') };
    const englishCookie = document.cookie;
    cleanup();
    document.cookie = 'verified_account=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';

    render(<FrenchPage />);
    const link = await verifySample(derivations, FRENCH_SAMPLE, 'Vérifier', 'Vérifié');
    const table = screen.getByRole('table', { name: 'Résultat de la vérification' });
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Statut',
      'Numéro de compte',
      'Relevé',
    ]);
    expect(within(table).getByText('Valide')).toBeTruthy();
    expect(link.textContent).toMatch(/^Télécharger/);
    expect({ href: link.getAttribute('href'), download: link.getAttribute('download') }).toEqual(englishDownload);
    expect(englishDownload).toEqual({ href: DOWNLOAD_PATH, download: DOWNLOAD_NAME });
    expect(document.cookie).toBe(englishCookie);
    expect(document.cookie).toContain('verified_account=37100012345');
    expect(screen.getByRole('button', { name: 'Vérifier un autre relevé' })).toBeTruthy();
  });

  it('says a cut paste in French', () => {
    render(<FrenchPage />);
    const field = screen.getByLabelText('Numéro de compte');
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.paste(field, { clipboardData: { getData: () => '3710001234537100012345' } });
    const notice = document.getElementById('statement-accountNumber-notice')!;
    expect(notice.textContent).toBe(
      'Le texte collé était trop long\u00a0: ce champ accepte au plus 20\u00a0caractères, la fin a donc été coupée. Veuillez le vérifier.',
    );
    expect(field.getAttribute('aria-describedby')).toContain(notice.id);
  });
});

const ENGLISH_OFFLINE =
  'Checking a statement needs an internet connection, so that the answer comes from our current records. You are offline: connect to the internet, then press Verify again.';
const FRENCH_OFFLINE =
  "La vérification d'un relevé nécessite une connexion internet, afin que la réponse s'appuie sur nos registres à jour. Vous êtes hors connexion\u00a0: connectez-vous à internet, puis appuyez de nouveau sur «\u00a0Vérifier\u00a0».";

const ENGLISH_SAVED_COPY =
  'This is a copy of the page saved on your device, and its records may be out of date, so it cannot check a statement. Reload the page with an internet connection, then press Verify again.';
const FRENCH_SAVED_COPY =
  'Cette page est une copie enregistrée sur votre appareil et ses registres ne sont peut-être plus à jour\u00a0: elle ne peut pas vérifier un relevé. Rechargez la page avec une connexion internet, puis appuyez de nouveau sur «\u00a0Vérifier\u00a0».';

/** The page in its language, as the shell shows it, with the connection the test says (and a live page, unless it says otherwise). */
function renderPage(language: Language, isOnline: ConnectionCheck, isSavedCopy: SavedCopyCheck = () => false) {
  render(
    <LanguageContext value={language}>
      <VerifyStatementPage
        content={language === 'en' ? english : french}
        isOnline={isOnline}
        isSavedCopy={isSavedCopy}
      />
    </LanguageContext>,
  );
}

/** Web Crypto that fails the check if it is consulted: every look-up in the records starts with it. */
function failOnRecordsLookUp() {
  const lookUp = vi.fn(() => {
    throw new Error('the records were consulted while offline');
  });
  vi.stubGlobal('crypto', { subtle: { importKey: lookUp, deriveBits: lookUp } });
  return lookUp;
}

describe('Verify with no connection, or on a copy saved for offline reading (online too: a slow connection shows it)', () => {
  it.each([
    ['English', 'offline', 'en', SAMPLE, 'Verify', false, false, ENGLISH_OFFLINE],
    ['French', 'offline', 'fr', FRENCH_SAMPLE, 'Vérifier', false, false, FRENCH_OFFLINE],
    ['English', 'on a saved copy', 'en', SAMPLE, 'Verify', true, true, ENGLISH_SAVED_COPY],
    ['French', 'on a saved copy', 'fr', FRENCH_SAMPLE, 'Vérifier', true, true, FRENCH_SAVED_COPY],
  ] as const)(
    'says in %s, %s, why nothing is checked, and keeps every value and Verify',
    async (_, _where, language, values, verify, online, savedCopy, message) => {
      const lookUp = failOnRecordsLookUp();
      renderPage(
        language,
        () => online,
        () => savedCopy,
      );
      fillAndVerify(values, verify);
      expect(screen.getByRole('alert').textContent).toBe(message);
      await advance(3000);
      expect(lookUp).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toBe(message);
      for (const [label, value] of Object.entries(values))
        expect(screen.getByLabelText(label)).toHaveProperty('value', value);
      expect(screen.getByRole('button', { name: verify })).toHaveProperty('disabled', false);
      expect(document.cookie).not.toContain('verified_account');
    },
  );

  it('still says first what is wrong with an empty field, and nothing about the connection', () => {
    failOnRecordsLookUp();
    renderPage('en', () => false);
    fillAndVerify({ ...SAMPLE, 'Reference Number': '' });
    expect(screen.getByText('Enter the reference number.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('clears the message when a field is edited', () => {
    failOnRecordsLookUp();
    renderPage('en', () => false);
    fillAndVerify(SAMPLE);
    expect(screen.getByRole('alert').textContent).toBe(ENGLISH_OFFLINE);
    fireEvent.change(screen.getByLabelText('Account Number'), { target: { value: '371000123456' } });
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.getByLabelText('Reference Number')).toHaveProperty('value', SAMPLE['Reference Number']);
  });

  it('checks as usual when Verify is pressed again once back online, and verifies the sample', async () => {
    let online = false;
    const derivations = trackDerivations();
    renderPage('en', () => online);
    fillAndVerify(SAMPLE);
    expect(screen.getByRole('alert').textContent).toBe(ENGLISH_OFFLINE);
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('');
    await advance(3000);
    await derivations.finished();
    expect(screen.getByRole('heading', { level: 2, name: 'Verified' })).toBeTruthy();
    expect(document.cookie).toContain('verified_account=37100012345');
  });
});

describe('Verify on a copy of the page saved for offline reading', () => {
  it('is told by the notice the offline worker puts first in a saved copy’s body', () => {
    const notice = Object.assign(document.createElement('p'), {
      className: SAVED_COPY_NOTICE_CLASS,
      textContent: 'You are reading a copy saved on 6 December 2026.',
    });
    expect(isSavedCopy(document)).toBe(false);
    document.body.prepend(notice);
    try {
      expect(isSavedCopy(document)).toBe(true);
      failOnRecordsLookUp();
      // As the shell shows it: the page reads the document itself.
      render(
        <LanguageContext value="en">
          <VerifyStatementPage content={english} isOnline={() => true} />
        </LanguageContext>,
      );
      fillAndVerify(SAMPLE);
      expect(screen.getByRole('alert').textContent).toBe(ENGLISH_SAVED_COPY);
    } finally {
      notice.remove();
    }
  });
});
