import type { PrinterPreset } from '../print/printer-presets.js';
import type { PhotoboothProjectOrientation } from './photoboothproject-collage.js';

/** What the pack README says, in either language. */
export interface PackReadmeFacts {
  name: string;
  slug: string;
  width: number;
  height: number;
  isStrip: boolean;
  slotCount: number;
  photoboothProject: { layoutPath: string; orientation: PhotoboothProjectOrientation; imagesFolder: string; defaultLimit: number; strip: { layoutPath: string; orientation: PhotoboothProjectOrientation } | null };
  photoboothApp: { folder: string };
  pibooth: { file: string };
  printer: PrinterPreset;
  pullUrl?: string;
}

/** One language's README: a title and, per program, a heading and its numbered steps. */
export interface PackReadmeSection {
  title: string;
  steps: string[];
}

export type ComposeReadmeSections = (facts: PackReadmeFacts) => { title: string; intro: string[]; sections: PackReadmeSection[] };

/** The one-line pulls, per system: only the new pack is downloaded (ETag), then unpacked. */
export function describePullCommands(url: string) {
  const fetch = `mkdir -p ~/cornice && cd ~/cornice && curl -fsS --etag-compare pack.etag --etag-save pack.etag -o new.zip "${url}" && [ -s new.zip ] && mv new.zip pack.zip`;
  return {
    photoboothProject: `${fetch} && sudo unzip -o pack.zip 'photoboothproject/*' -d . && sudo cp -r photoboothproject/private /var/www/html/`,
    photoboothApp: `${fetch} && unzip -o pack.zip 'photobooth-app/*' -d . && cp -r photobooth-app/userdata "$PHOTOBOOTH_APP_DIR"/`,
    pibooth: `${fetch} && unzip -o -j pack.zip 'pibooth/*' -d ~/.config/pibooth/cornice`,
    windows: `powershell -Command "Invoke-WebRequest -Uri '${url}' -OutFile $env:TEMP\\cornice.zip; Expand-Archive -Force $env:TEMP\\cornice.zip C:\\Cornice"`,
  };
}
