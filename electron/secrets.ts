/**
 * Small secrets kept in a file in the user-data folder, encrypted by the operating system's
 * keychain through Electron's safeStorage (Keychain on macOS, DPAPI on Windows, the Secret
 * Service or KWallet on Linux). Nothing is ever written in plain text: when the OS offers no real
 * encryption (Linux without a keyring falls back to a fixed key, "basic_text"), storing is refused.
 */
import fs from 'node:fs/promises';

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which backend encrypts ('basic_text' is a hardcoded key). */
  getSelectedStorageBackend?(): string;
}

export class KeychainUnavailableError extends Error {
  constructor() {
    super(
      "El sistema no ofereix un clauer xifrat (safeStorage): no es desa cap secret en text pla. " +
        'Activeu el clauer del sistema (per exemple GNOME Keyring o KWallet) i torneu-ho a provar.',
    );
  }
}

function canEncrypt(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
}

export class SecretFile<T> {
  constructor(
    private readonly file: string,
    private readonly safeStorage: SafeStorageLike,
  ) {}

  async read(): Promise<T | null> {
    let encrypted: Buffer;
    try {
      encrypted = await fs.readFile(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (!this.safeStorage.isEncryptionAvailable()) throw new KeychainUnavailableError();
    return JSON.parse(this.safeStorage.decryptString(encrypted)) as T;
  }

  assertWritable(): void {
    if (!canEncrypt(this.safeStorage)) throw new KeychainUnavailableError();
  }

  async write(value: T): Promise<void> {
    this.assertWritable();
    const encrypted = this.safeStorage.encryptString(JSON.stringify(value));
    // Written beside and renamed over, so a crash never leaves half a secret.
    const temporary = `${this.file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, encrypted, { mode: 0o600 });
    await fs.rename(temporary, this.file);
  }

  async remove(): Promise<void> {
    await fs.rm(this.file, { force: true });
  }
}
