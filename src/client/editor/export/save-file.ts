/** Hands a blob to the browser as a download with the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; revoking later leaves slow browsers time.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
