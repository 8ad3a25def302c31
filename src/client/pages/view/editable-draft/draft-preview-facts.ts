/** What the draft's picture needs before the drawing can be made: the template's size and whether the client has fields. */
export interface DraftPreviewFacts {
  width: number;
  height: number;
  fieldCount: number;
}

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Read from GET /api/draft-layout's answer without its schema (the schema comes with the lazily
 * loaded drawing): null when the answer has not this shape, and the page then waits for the drawing.
 */
export function readDraftPreviewFacts(data: unknown): DraftPreviewFacts | null {
  if (typeof data !== 'object' || data === null || !('document' in data) || !('fields' in data)) return null;
  const { document, fields } = data;
  if (typeof document !== 'object' || document === null || !('template' in document) || !Array.isArray(fields)) return null;
  const { template } = document;
  if (typeof template !== 'object' || template === null || !('width' in template) || !('height' in template)) return null;
  const { width, height } = template;
  return isPositive(width) && isPositive(height) ? { width, height, fieldCount: fields.length } : null;
}
