/**
 * Fitxer › Obre un paquet d'edició…: a native dialog picks a package, a .zip as it is or a folder
 * that the shell zips (common/zip.ts), and its bytes go to the workspace, which uploads them to
 * `POST /api/admin/packages` where the import's rules check them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PackageFile } from '../common/bridge.js';
import { zipFiles, type ZipEntry } from '../common/zip.js';

export interface OpenDialog {
  showOpenDialog(options: {
    title: string;
    buttonLabel: string;
    properties: ('openFile' | 'openDirectory')[];
    filters?: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showMessageBox(options: { type: 'question'; message: string; buttons: string[]; cancelId: number; defaultId: number }): Promise<{ response: number }>;
}

/** Far above any edition (the server's upload limit decides); stops a wrong folder filling memory. */
const MAX_PACKAGE_BYTES = 1024 ** 3;

export async function zipFolder(folder: string, limit = MAX_PACKAGE_BYTES): Promise<Uint8Array> {
  const entries: ZipEntry[] = [];
  let total = 0;
  const walk = async (dir: string): Promise<void> => {
    const children = await fs.readdir(dir, { withFileTypes: true });
    children.sort((a, b) => a.name.localeCompare(b.name));
    for (const child of children) {
      // Hidden files (.DS_Store, .git) are not part of a package.
      if (child.name.startsWith('.')) continue;
      const full = path.join(dir, child.name);
      if (child.isDirectory()) await walk(full);
      else if (child.isFile()) {
        const bytes = await fs.readFile(full);
        total += bytes.length;
        if (total > limit) throw new Error(`La carpeta fa més de ${Math.round(limit / 1024 ** 2)} MB: no sembla un paquet d'edició.`);
        entries.push({ name: path.relative(folder, full).split(path.sep).join('/'), bytes });
      }
    }
  };
  await walk(folder);
  return zipFiles(entries);
}

export async function choosePackage(dialog: OpenDialog, platform: string): Promise<PackageFile | null> {
  // Windows and Linux dialogs pick files or folders, not both: ask which first.
  let kind: 'openFile' | 'openDirectory' | 'either' = 'either';
  if (platform !== 'darwin') {
    const { response } = await dialog.showMessageBox({
      type: 'question',
      message: "Com és el paquet d'edició?",
      buttons: ['Un fitxer .zip', 'Una carpeta', 'Cancel·la'],
      cancelId: 2,
      defaultId: 0,
    });
    if (response === 2) return null;
    kind = response === 0 ? 'openFile' : 'openDirectory';
  }
  const picked = await dialog.showOpenDialog({
    title: "Obre un paquet d'edició",
    buttonLabel: 'Obre',
    properties: kind === 'either' ? ['openFile', 'openDirectory'] : [kind],
    filters: [{ name: "Paquet d'edició (.zip)", extensions: ['zip'] }],
  });
  const chosen = picked.filePaths[0];
  if (picked.canceled || !chosen) return null;
  if ((await fs.stat(chosen)).isDirectory()) return { name: `${path.basename(chosen)}.zip`, bytes: await zipFolder(chosen) };
  return { name: path.basename(chosen), bytes: new Uint8Array(await fs.readFile(chosen)) };
}
