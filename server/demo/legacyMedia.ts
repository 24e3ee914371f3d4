/**
 * Before issue 31 the default MEDIA_DIR was resources/media: uploads landed among the checkout's
 * own demo images. The default is now data/media, beside the default database. An install that
 * upgrades with the default and has no data/media yet copies the old folder over once (its
 * uploads and the demo images alike), so every image it published is still served; the old
 * folder is left as it is, since its demo files belong to the checkout.
 */
import fs from 'node:fs';
import type { Config } from '../config.js';
import { copyDemoMedia } from './seed.js';
import { folderMediaStore } from '../media/store.js';

/** Copies the pre-upgrade media folder into the default one when that does not exist yet; returns the files copied. */
export async function adoptLegacyMedia(config: Pick<Config, 'mediaStore' | 'mediaDir' | 'legacyMediaDir'>): Promise<number> {
  const legacy = config.legacyMediaDir;
  if (config.mediaStore !== 'folder' || legacy === null || fs.existsSync(config.mediaDir) || !fs.existsSync(legacy)) return 0;
  return copyDemoMedia(legacy, folderMediaStore(config.mediaDir));
}
