/** Unit: keyring from the environment, the sealing codec and the email blind index. */
import { randomBytes } from 'node:crypto';
import { emailHash, emailHashCandidates, sameEmail } from './blind-index';
import { DecryptError, seal, unseal } from './codec';
import { assertPrivacyConfig, DEV_KEY_ID, keyringFromEnv, PrivacyConfigError } from './keys';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');
const saved = { ...process.env };
afterEach(() => {
  for (const name of ['NODE_ENV', 'DATA_ENCRYPTION_KEY', 'DATA_ENCRYPTION_KEYS'])
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
});
function env(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
}

describe('keyringFromEnv', () => {
  it('refuses production without a key, and with the development key', () => {
    expect(() => keyringFromEnv({ NODE_ENV: 'production' })).toThrow(PrivacyConfigError);
    const dev = keyringFromEnv({ NODE_ENV: 'development' }).current.secret.toString('base64');
    expect(() => keyringFromEnv({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: dev })).toThrow(
      /development key/,
    );
    env({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: undefined });
    expect(() => assertPrivacyConfig()).toThrow(/DATA_ENCRYPTION_KEY must be set/);
  });

  it('uses the fixed dev key outside production', () => {
    const ring = keyringFromEnv({ NODE_ENV: 'test' });
    expect(ring.current.id).toBe(DEV_KEY_ID);
    expect(ring.all.map((k) => k.id)).toEqual([DEV_KEY_ID]);
  });

  it('reads ids, base64 and hex secrets, and older keys', () => {
    const ring = keyringFromEnv({
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: `2026b:${keyB}`,
      DATA_ENCRYPTION_KEYS: ` ${keyA} `,
    });
    expect(ring.current.id).toBe('2026b');
    expect(ring.current.secret.toString('hex')).toBe(keyB);
    expect(ring.all).toHaveLength(2); // no dev key in production
    expect(ring.all[1].id).toMatch(/^k[0-9a-f]{8}$/);
    expect(ring.all[1].secret.toString('base64')).toBe(keyA);
  });

  it.each([
    ['short', 'abc'],
    ['31 bytes', randomBytes(31).toString('base64')],
    ['bad id', `a b:${keyA}`],
  ])('rejects a malformed key (%s) without echoing it', (_, value) => {
    let message = '';
    try {
      keyringFromEnv({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: value });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/DATA_ENCRYPTION_KEY/);
    expect(message).not.toContain(value);
  });

  it('refuses two different keys under one id', () => {
    expect(() =>
      keyringFromEnv({ DATA_ENCRYPTION_KEY: `x:${keyA}`, DATA_ENCRYPTION_KEYS: `x:${keyB}` }),
    ).toThrow(/share the id/);
  });
});

describe('seal / unseal', () => {
  const person = { firstName: 'Anna', email: 'anna@example.com', phone: '+41791234567' };

  it('round-trips, with a fresh nonce each time and no plain text in the sealed value', () => {
    env({ DATA_ENCRYPTION_KEY: `a:${keyA}` });
    const one = seal(person, 'p');
    const two = seal(person, 'p');
    expect(one.kid).toBe('a');
    expect(one.iv).not.toBe(two.iv);
    expect(one.ct).not.toBe(two.ct);
    expect(JSON.stringify(one)).not.toMatch(/anna|Anna|41791234567/);
    expect(unseal(one, 'p')).toEqual(person);
  });

  it('detects a changed ciphertext, tag or purpose', () => {
    env({ DATA_ENCRYPTION_KEY: `a:${keyA}` });
    const sealed = seal(person, 'p');
    const flipped = Buffer.from(sealed.ct, 'base64');
    flipped[0] ^= 1;
    expect(() => unseal({ ...sealed, ct: flipped.toString('base64') }, 'p')).toThrow(DecryptError);
    expect(() => unseal({ ...sealed, tag: seal(person, 'p').tag }, 'p')).toThrow(DecryptError);
    expect(() => unseal(sealed, 'other-column')).toThrow(DecryptError);
  });

  it('reads values of an older key after rotation, and refuses an unknown key id', () => {
    env({ DATA_ENCRYPTION_KEY: `a:${keyA}` });
    const old = seal(person, 'p');
    env({ DATA_ENCRYPTION_KEY: `b:${keyB}`, DATA_ENCRYPTION_KEYS: `a:${keyA}` });
    expect(unseal(old, 'p')).toEqual(person);
    expect(seal(person, 'p').kid).toBe('b');
    env({ DATA_ENCRYPTION_KEYS: undefined });
    expect(() => unseal(old, 'p')).toThrow(/unknown key id "a"/);
  });
});

describe('email blind index', () => {
  it('is keyed, normalised, and lists the hash under every known key', () => {
    env({ DATA_ENCRYPTION_KEY: `a:${keyA}` });
    const underA = emailHash(' Anna@Example.COM ');
    expect(underA).toMatch(/^[0-9a-f]{64}$/);
    expect(underA).toBe(emailHash('anna@example.com'));
    expect(underA).not.toBe(emailHash('anne@example.com'));
    env({ DATA_ENCRYPTION_KEY: `b:${keyB}`, DATA_ENCRYPTION_KEYS: `a:${keyA}` });
    expect(emailHash('anna@example.com')).not.toBe(underA);
    expect(emailHashCandidates('ANNA@example.com')).toContain(underA);
    expect(emailHashCandidates('anna@example.com')).toContain(emailHash('anna@example.com'));
  });

  it('sameEmail ignores case and spaces and never matches an anonymised (empty) email', () => {
    expect(sameEmail('Anna@Example.com', ' anna@example.COM')).toBe(true);
    expect(sameEmail('', '')).toBe(false);
    expect(sameEmail('anna@example.com', 'ann@example.com')).toBe(false);
  });
});
