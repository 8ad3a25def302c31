import type { TemplateEntry } from '../../../shared/catalog/template-entry.js';

/**
 * What the selection page hands the editor in navigation state (spec part 1 §2): the template
 * file and its preview, so the editor need not look the file name up in the catalogue again.
 */
export interface EditorNavigationState {
  template: Pick<TemplateEntry, 'original' | 'preview'>;
}

/** /editor/{theme}/{format}/{fileName}; the file name is encoded as it may hold spaces. */
export function buildEditorPath(theme: string, format: string, fileName: string): string {
  return `/editor/${encodeURIComponent(theme)}/${encodeURIComponent(format)}/${encodeURIComponent(fileName)}`;
}

export function buildEditorNavigationState(template: Pick<TemplateEntry, 'original' | 'preview'>): EditorNavigationState {
  return { template: { original: template.original, preview: template.preview } };
}
