import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choosePackage, zipFolder, type OpenDialog } from '../../electron/packages.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'revista-package-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Entry names and contents of a zip, read by yauzl (the reader the server uses). */
function unzip(bytes: Uint8Array): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString());
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

async function packageFolder(): Promise<string> {
  const folder = path.join(dir, 'numero-49');
  await fs.mkdir(path.join(folder, 'media'), { recursive: true });
  await fs.writeFile(path.join(folder, 'issues.json'), '[{"number":49}]');
  await fs.writeFile(path.join(folder, 'articles.json'), '[]');
  await fs.writeFile(path.join(folder, 'authors.json'), '[]');
  await fs.writeFile(path.join(folder, 'media', 'portada-49.jpg'), 'jpeg bytes');
  await fs.writeFile(path.join(folder, '.DS_Store'), 'finder');
  return folder;
}

function dialog(picked: string | null, kind = 0): OpenDialog & { showOpenDialog: ReturnType<typeof vi.fn> } {
  return {
    showOpenDialog: vi.fn(async () => ({ canceled: picked === null, filePaths: picked ? [picked] : [] })),
    showMessageBox: vi.fn(async () => ({ response: kind })),
  };
}

describe("Obre un paquet d'edició", () => {
  it('zips a chosen folder with forward-slash paths and no hidden files', async () => {
    const entries = await unzip(await zipFolder(await packageFolder()));
    expect([...entries.keys()].sort()).toEqual(['articles.json', 'authors.json', 'issues.json', 'media/portada-49.jpg']);
    expect(entries.get('issues.json')).toBe('[{"number":49}]');
  });

  it('refuses a folder far too big to be a package', async () => {
    await expect(zipFolder(await packageFolder(), 10)).rejects.toThrow(/no sembla un paquet d'edició/);
  });

  it('on macOS picks a .zip or a folder in one dialog', async () => {
    const folder = await packageFolder();
    const d = dialog(folder);
    const chosen = await choosePackage(d, 'darwin');
    expect(d.showOpenDialog).toHaveBeenCalledWith(expect.objectContaining({ properties: ['openFile', 'openDirectory'] }));
    expect(chosen?.name).toBe('numero-49.zip');
    expect((await unzip(chosen!.bytes)).has('media/portada-49.jpg')).toBe(true);
  });

  it('elsewhere asks first which kind, then hands a .zip over as it is', async () => {
    const zip = path.join(dir, 'numero-49.zip');
    await fs.writeFile(zip, await zipFolder(await packageFolder()));
    const d = dialog(zip, 0);
    const chosen = await choosePackage(d, 'win32');
    expect(d.showOpenDialog).toHaveBeenCalledWith(expect.objectContaining({ properties: ['openFile'], filters: [{ name: "Paquet d'edició (.zip)", extensions: ['zip'] }] }));
    expect(chosen?.name).toBe('numero-49.zip');
    expect(Buffer.from(chosen!.bytes).equals(await fs.readFile(zip))).toBe(true);
  });

  it('gives nothing back when cancelled, at either step', async () => {
    expect(await choosePackage(dialog(null), 'linux')).toBeNull();
    const d = dialog('/x', 2);
    expect(await choosePackage(d, 'linux')).toBeNull();
    expect(d.showOpenDialog).not.toHaveBeenCalled();
  });
});
