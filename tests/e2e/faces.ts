/** The faces Chromium drew text in, read through CDP: what a reader sees, not what the styles ask for. */
import type { Page } from '@playwright/test';

/** The faces of the text directly in the first element `selector` matches, by PostScript name ('Inter-SemiBold', 'DejaVuSans-Bold'). */
export async function drawnFaces(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`nothing matches ${selector}`);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.postScriptName);
  } finally {
    await cdp.detach();
  }
}
