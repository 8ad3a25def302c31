import { clamp } from './clamp.js';
import type { CreationContext } from './creation-context.js';
import { createBaseFields } from './create-base-fields.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import { layoutRanges } from './layout-ranges.js';
import type { TextElement } from './text-element.js';

const defaults = elementDefaults.text;

export interface TextOptions {
  content: string;
  fontFamily?: string;
}

/** A text added from the side panel (colour #172b4d). */
export function createTextElement(context: CreationContext, options: TextOptions): TextElement {
  return {
    ...buildTextFields(context, options.content, options.fontFamily),
    color: defaults.addedColor,
    x: toTemplatePx(defaults.x, context.scale),
    y: toTemplatePx(defaults.y, context.scale),
  };
}

/**
 * The text a new layout starts with (colour #333333). It is centred on the template:
 * a wrap box 80% of the template wide with centred alignment, placed so that its lines (whose
 * height Konva computes as lines × fontSize × lineHeight) sit on the middle.
 */
export function createInitialTextElement(context: CreationContext, options: TextOptions): TextElement {
  const fields = buildTextFields(context, options.content, options.fontFamily);
  const width = context.template.width * defaults.initialWidthShare;
  const height = options.content.split('\n').length * fields.fontSize * fields.lineHeight;
  return {
    ...fields,
    color: defaults.initialColor,
    textAlign: 'center',
    width,
    x: (context.template.width - width) / 2,
    y: (context.template.height - height) / 2,
  };
}

/** "Nome & Nome\nData Evento", with the names and date from the request form when they came. */
export function composeInitialText(form: { names?: string; eventDate?: string } = {}): string {
  const names = form.names?.trim() || defaults.initialNames;
  const date = form.eventDate?.trim() || defaults.initialDate;
  return `${names}\n${date}`;
}

function buildTextFields(context: CreationContext, content: string, fontFamily: string | undefined): Omit<TextElement, 'x' | 'y' | 'color'> {
  return {
    ...createBaseFields(context.scale, { blur: defaults.shadowBlur, offset: defaults.shadowOffset }),
    id: context.createId(),
    type: 'text',
    content,
    fontSize: clamp(Math.round(toTemplatePx(defaults.fontSize, context.scale)), layoutRanges.fontSize.min, layoutRanges.fontSize.max),
    fontFamily: fontFamily ?? elementDefaults.fontFamily,
    fontWeight: 'normal',
    fontStyle: 'normal',
    textAlign: 'left',
    lineHeight: defaults.lineHeight,
  };
}
