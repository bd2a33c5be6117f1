import { readToken, signToken, tokenSecret, TokenSecretMissingError, verifyToken } from './index';

const secret = 'x'.repeat(40);
const subject = {
  reservationId: '8f0e7c1a-2b3c-4d5e-8f90-123456789abc',
  email: 'Anna@Example.com',
};
const now = new Date('2030-01-01T10:00:00Z');
const later = new Date('2030-01-02T10:00:00Z');

describe('signed tokens', () => {
  it('verify for their purpose, reservation and email (any case) until they expire', () => {
    const token = signToken('payment', subject, later, secret);
    expect(token).not.toContain('Anna');
    expect(token).not.toContain(subject.reservationId);
    expect(
      verifyToken('payment', token, { ...subject, email: ' anna@example.COM ' }, now, secret),
    ).toBe(true);
    expect(readToken('payment', token, now, secret)?.reservationId).toBe(subject.reservationId);
  });

  it('refuse another purpose, reservation, email, an expired token, another secret, a tampered one', () => {
    const token = signToken('payment', subject, later, secret);
    expect(verifyToken('manage', token, subject, now, secret)).toBe(false);
    expect(
      verifyToken(
        'payment',
        token,
        { ...subject, reservationId: subject.reservationId.replace('8', '9') },
        now,
        secret,
      ),
    ).toBe(false);
    expect(
      verifyToken('payment', token, { ...subject, email: 'eve@example.com' }, now, secret),
    ).toBe(false);
    expect(verifyToken('payment', token, subject, new Date(later.getTime() + 1000), secret)).toBe(
      false,
    );
    expect(verifyToken('payment', token, subject, now, 'y'.repeat(40))).toBe(false);
    // Any changed character of the sealed part fails the GCM tag. The top bit of a base64url
    // digit is flipped: the last digit's low bits may be padding that decodes to nothing.
    const [v, sealed] = token.split('.');
    const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const at of [0, 20, sealed.length - 1]) {
      const flipped = B64URL[B64URL.indexOf(sealed[at]) ^ 32];
      const tampered = `${v}.${sealed.slice(0, at)}${flipped}${sealed.slice(at + 1)}`;
      expect(verifyToken('payment', tampered, subject, now, secret)).toBe(false);
    }
    for (const junk of ['', 'v1..', 'v1.e30.', 'v2.a.b', 'a.b.c.d', 'v2.', `v1.${'A'.repeat(90)}`])
      expect(readToken('payment', junk, now, secret)).toBeNull();
  });

  it('are opaque: neither the reservation id nor the email can be read from them', () => {
    const token = signToken('manage', subject, later, secret);
    const decoded = Buffer.from(token.split('.')[1], 'base64url');
    const idBytes = Buffer.from(subject.reservationId.replace(/-/g, ''), 'hex');
    expect(decoded.includes(idBytes)).toBe(false);
    expect(decoded.toString('latin1')).not.toMatch(/anna|example|8f0e7c1a/i);
    // Two tokens for the same subject differ (random IV), so a token names no booking by itself.
    expect(signToken('manage', subject, later, secret)).not.toBe(token);
    expect(readToken('manage', token, now, secret)?.reservationId).toBe(subject.reservationId);
  });

  it('take TOKEN_SECRET, fall back to a dev secret only outside production', () => {
    expect(tokenSecret({ TOKEN_SECRET: secret, NODE_ENV: 'production' })).toBe(secret);
    expect(tokenSecret({ NODE_ENV: 'development' })).toMatch(/dev-only/);
    expect(() => tokenSecret({ NODE_ENV: 'production' })).toThrow(TokenSecretMissingError);
    expect(() => tokenSecret({ NODE_ENV: 'production', TOKEN_SECRET: 'short' })).toThrow(
      TokenSecretMissingError,
    );
  });
});
