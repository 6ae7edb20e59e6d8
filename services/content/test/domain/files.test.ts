import {
  attachmentDisposition,
  cleanTags,
  formatSize,
  objectKey,
  safeFileName,
} from '../../src/domain/files';

describe('size display', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [Math.round(2.25 * 1024 ** 3), '2.3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes shows as %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});

describe('object keys', () => {
  it('are {tenantId}/{userId}/{uuid}-{safe name}, whatever name the client sent', () => {
    const key = objectKey(
      't1',
      'u1',
      '../../etc/pass wd.pdf',
      '11111111-2222-4333-8444-555555555555',
    );
    expect(key).toBe('t1/u1/11111111-2222-4333-8444-555555555555-pass_wd.pdf');
  });

  it('never yield an empty, hidden or directory name', () => {
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('.bashrc')).toBe('bashrc');
    expect(safeFileName('C:\\Users\\me\\Résumé.docx')).toBe('Resume.docx');
  });

  it('downloads as an attachment with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Résumé (1).pdf')).toBe(
      `attachment; filename="Resume_1_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
  });

  it('keeps tags trimmed and unique', () => {
    expect(cleanTags([' q3 ', 'q3', '', 'contract'])).toEqual(['q3', 'contract']);
  });
});
