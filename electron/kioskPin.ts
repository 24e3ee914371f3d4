/**
 * The kiosk's staff exit PIN (4–8 digits). Stored as a salted scrypt hash, itself encrypted with
 * safeStorage, so neither the file nor a memory dump of the renderer gives the PIN away. Wrong
 * PINs are slowed down: each one doubles the wait before the next attempt is even checked.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { KIOSK_PIN, type KioskExitResult } from '../common/bridge.js';
import type { SecretFile } from './secrets.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export interface StoredPin {
  salt: string;
  hash: string;
}

interface PinOptions {
  now?: () => number;
  /** The wait after the first wrong PIN; it doubles with each further one. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

export class KioskPin {
  private failures = 0;
  private blockedUntil = 0;
  private readonly now: () => number;
  private readonly firstDelayMs: number;
  private readonly maxDelayMs: number;

  constructor(
    private readonly file: SecretFile<StoredPin>,
    options: PinOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.firstDelayMs = options.firstDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 5 * 60_000;
  }

  async isSet(): Promise<boolean> {
    return (await this.file.read()) !== null;
  }

  async set(pin: unknown): Promise<void> {
    if (typeof pin !== 'string' || !KIOSK_PIN.test(pin)) throw new Error('El PIN ha de tenir de 4 a 8 xifres.');
    const salt = randomBytes(16);
    const hash = await scryptAsync(pin, salt, 32);
    await this.file.write({ salt: salt.toString('base64'), hash: hash.toString('base64') });
  }

  async check(pin: unknown): Promise<KioskExitResult> {
    const wait = this.blockedUntil - this.now();
    if (wait > 0) return { ok: false, retryInMs: wait };
    const stored = await this.file.read();
    if (stored && typeof pin === 'string' && KIOSK_PIN.test(pin)) {
      const hash = await scryptAsync(pin, Buffer.from(stored.salt, 'base64'), 32);
      if (timingSafeEqual(hash, Buffer.from(stored.hash, 'base64'))) {
        this.failures = 0;
        this.blockedUntil = 0;
        return { ok: true, retryInMs: 0 };
      }
    }
    this.failures += 1;
    const delay = Math.min(this.maxDelayMs, this.firstDelayMs * 2 ** (this.failures - 1));
    this.blockedUntil = this.now() + delay;
    return { ok: false, retryInMs: delay };
  }
}
