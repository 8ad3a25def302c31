import { type UiIconName, uiIconPath } from '../../shared/catalog/ui-icons.js';

/** A decorative icon from our own set; the text beside it carries the meaning. */
export function UiIcon({ name, size = 24, className }: { name: UiIconName; size?: number; className?: string }) {
  return <img className={className} src={uiIconPath(name)} alt="" aria-hidden="true" width={size} height={size} decoding="async" />;
}
