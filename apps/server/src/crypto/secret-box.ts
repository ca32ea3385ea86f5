import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals short secrets (server credentials) for storage: AES-256-GCM with a fresh nonce each time. */
export type SecretBox = {
  /** `context` names what the secret belongs to (e.g. a server id); opening needs the same one. */
  seal(plaintext: string, context: string): string;
  /** Throws when the value was changed, sealed under another key or for another context. */
  open(sealed: string, context: string): string;
  /**
   * A 32-byte key for another purpose (e.g. naming cache entries), the same on every instance that
   * shares the application key, and revealing nothing of it.
   */
  derive(purpose: string): Buffer;
};

const version = 'v1';
const nonceBytes = 12;
const tagBytes = 16;

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: tagBytes });
      // Binding the context stops a sealed value from being copied onto another row or tenant.
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [version, ...parts].join('.');
    },
    open(sealed, context) {
      const [prefix, nonce, tag, body, ...rest] = sealed.split('.');
      if (prefix !== version || body === undefined || rest.length > 0) {
        throw new Error('Unreadable sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'), {
        authTagLength: tagBytes,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    derive(purpose) {
      return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `portal:${purpose}`, 32));
    },
  };
}
