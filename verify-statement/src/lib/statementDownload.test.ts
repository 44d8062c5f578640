import { expect, it } from 'vitest';
import { statementDownloadPath, statementFileName } from './statementDownload';

it('builds /statements/{prefix} - {referenceNumber} - {accountNumber}.pdf as one encoded segment', () => {
  expect(
    statementDownloadPath('Verified Statement TFMXJ0eLHiz-41twKSQPPA', {
      referenceNumber: 'MB-STM-2025-0042',
      idNumber: 'unused',
      accountNumber: '37100012345',
    }),
  ).toBe('/statements/Verified%20Statement%20TFMXJ0eLHiz-41twKSQPPA%20-%20MB-STM-2025-0042%20-%2037100012345.pdf');
  expect(statementDownloadPath('A&B', { referenceNumber: 'R#1?x', idNumber: '', accountNumber: '1' })).toBe(
    '/statements/A%26B%20-%20R%231%3Fx%20-%201.pdf',
  );
});

it('names the file as the download attribute suggests it', () => {
  expect(
    statementFileName('Verified Statement', { referenceNumber: 'R-1', idNumber: 'unused', accountNumber: '42' }),
  ).toBe('Verified Statement - R-1 - 42.pdf');
});
