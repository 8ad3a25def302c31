/** changedpi ships no types: the two functions we use, as its README documents them. */
declare module 'changedpi' {
  export function changeDpiBlob(blob: Blob, dpi: number): Promise<Blob>;
  export function changeDpiDataUrl(dataUrl: string, dpi: number): string;
}
