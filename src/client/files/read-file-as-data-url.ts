/** A file or blob as a data URL: the base64 form the upload calls take. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unexpected reader result')));
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'));
    reader.readAsDataURL(file);
  });
}
