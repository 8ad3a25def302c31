/** A clip-art of the library, as the editor uses it (spec part 1 §3, clip-art entry). */
export interface ClipartItem {
  /** Stable across reorderings of the list: saved layouts refer to it as clipartId. */
  id: string;
  name: string;
  filename: string;
  category: string;
  keepRatio: boolean;
  /** /assets/clipart/{category}/{filename} */
  src: string;
}

export const defaultClipartCategory = 'Generico';
