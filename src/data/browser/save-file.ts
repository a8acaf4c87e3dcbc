// Hands the browser a file made on the device (a viewing's .ics), and puts text on the clipboard (a reply).
// Both work offline: nothing is asked of the server.

/** Downloads `text` as a file named `fileName`; a phone offers to open an .ics in its calendar. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Puts `text` on the clipboard; resolves to whether the browser let it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
