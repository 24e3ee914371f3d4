/**
 * Puts a link or a key on the clipboard. The Clipboard API exists only in a secure context (HTTPS,
 * or localhost): a staff copy opened by its address on the local network is plain HTTP, where
 * `navigator.clipboard` is undefined. Then, or if the browser refuses, the field's text is left
 * selected for the person to copy themselves, and the answer says it was not copied.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard === undefined) throw new Error('no clipboard here');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.focus();
    field?.select();
    return false;
  }
}
