import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { crc32, zipFiles } from '../../common/zip.js';

function readZip(bytes: Uint8Array): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(bytes), { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (p: Buffer) => parts.push(p));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(parts).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('zip writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('writes archives that a zip reader opens, with UTF-8 names and exact contents', async () => {
    const enc = new TextEncoder();
    const bytes = zipFiles([
      { name: 'issues.json', bytes: enc.encode('[{"number":50}]') },
      { name: 'media/il·lustració.svg', bytes: enc.encode('<svg/>') },
      { name: 'media/buit.txt', bytes: new Uint8Array() },
    ]);
    const files = await readZip(bytes);
    expect([...files.keys()]).toEqual(['issues.json', 'media/il·lustració.svg', 'media/buit.txt']);
    expect(files.get('issues.json')).toBe('[{"number":50}]');
    expect(files.get('media/il·lustració.svg')).toBe('<svg/>');
  });

  it('is read by the system unzip too, and the same entries give the same bytes', () => {
    const entries = [{ name: 'a/b.json', bytes: new TextEncoder().encode('{}') }];
    const first = zipFiles(entries);
    expect(zipFiles(entries)).toEqual(first);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'p.zip'), first);
      const listing = execFileSync('python3', ['-c', 'import sys,zipfile;z=zipfile.ZipFile(sys.argv[1]);print(z.testzip());print(z.read("a/b.json").decode())', path.join(dir, 'p.zip')]).toString();
      expect(listing.trim().split('\n')).toEqual(['None', '{}']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses names that climb out of the archive', () => {
    expect(() => zipFiles([{ name: '../etc/passwd', bytes: new Uint8Array() }])).toThrow(/relative/);
    expect(() => zipFiles([{ name: '/abs', bytes: new Uint8Array() }])).toThrow(/relative/);
  });
});
