import type { ClipartItem } from './clipart-item.js';

/**
 * A clip-art's name in the interface language. The library's list names each picture in Italian
 * (the spec's format: name, filename, category); its file is named after the Fluent Emoji it comes
 * from ('birthday-cake.svg'), which is the English name, so English reads it from there.
 */
export function clipartDisplayName(item: Pick<ClipartItem, 'name' | 'filename'>, language: string): string {
  if (language !== 'en') return item.name;
  const stem = item.filename.replace(/\.[a-z0-9]+$/i, '').replace(/[-_\s]+/g, ' ').trim();
  if (stem === '' || /^[\d\s]+$/.test(stem)) return item.name;
  return stem.charAt(0).toUpperCase() + stem.slice(1);
}
