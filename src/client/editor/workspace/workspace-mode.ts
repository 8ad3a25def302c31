import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * What the editor works on:
 * - demo: /prova, saved only in this browser (today's 'Lavoro Rilevato' flow);
 * - create: a template opened from the catalogue: the starting document (or the browser's older
 *   save of this template, after 'Lavoro Rilevato') is handed to `onReady`, which creates the
 *   account layout; nothing is editable meanwhile;
 * - layout: an account layout, saved to the server as it is edited.
 */
export type WorkspaceMode =
  | { kind: 'demo' }
  | { kind: 'create'; onReady: (document: LayoutDocument, isRestored: boolean) => void }
  | { kind: 'layout'; layoutId: string; name: string; revision: number; document: LayoutDocument; startsPending: boolean };
