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
    const [v, payload, mac] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString());
    forged.x += 86_400;
    const tampered = `${v}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`;
    expect(verifyToken('payment', tampered, subject, now, secret)).toBe(false);
    for (const junk of ['', 'v1..', 'v1.e30.', 'v2.a.b', 'a.b.c.d'])
      expect(readToken('payment', junk, now, secret)).toBeNull();
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
