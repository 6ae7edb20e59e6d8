import { signGrant, verifyGrant } from '../../src/domain/grants';

const claims = {
  typ: 'download' as const,
  tid: 't',
  uid: 'u',
  fid: 'f',
  exp: Math.floor(Date.now() / 1000) + 60,
};

describe('grants', () => {
  it('verify when signed with the same secret, for the same purpose, before expiry', () => {
    const token = signGrant('secret', claims);
    expect(verifyGrant('secret', token, 'download')).toEqual(claims);
    expect(verifyGrant('other', token, 'download')).toBeUndefined();
    expect(verifyGrant('secret', token, 'upload')).toBeUndefined();
    expect(verifyGrant('secret', token, 'download', (claims.exp + 1) * 1000)).toBeUndefined();
  });

  it('refuse a token whose claims were changed', () => {
    const [, signature] = signGrant('secret', claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, tid: 'other' })).toString('base64url');
    expect(verifyGrant('secret', `${forged}.${signature}`, 'download')).toBeUndefined();
  });
});
