import type { TemplateEntry } from '../../../shared/catalog/template-entry.js';

/**
 * What the selection page hands the editor in navigation state (spec part 1 §2): the template
 * file and its preview, so the editor need not look the file name up in the catalogue again.
 */
export interface EditorNavigationState {
  template: Pick<TemplateEntry, 'original' | 'preview'>;
  /** 'empty' opens the template with only the default text ('Layout vuoto'); else its starter layout. */
  start?: EditorStart;
}

/** How a new layout starts: the template's designed starter layout, or empty. */
export type EditorStart = 'starter' | 'empty';

/** /editor/{theme}/{format}/{fileName}; the file name is encoded as it may hold spaces. */
export function buildEditorPath(theme: string, format: string, fileName: string): string {
  return `/editor/${encodeURIComponent(theme)}/${encodeURIComponent(format)}/${encodeURIComponent(fileName)}`;
}

export function buildEditorNavigationState(template: Pick<TemplateEntry, 'original' | 'preview'>, start: EditorStart = 'starter'): EditorNavigationState {
  return { template: { original: template.original, preview: template.preview }, start };
}
