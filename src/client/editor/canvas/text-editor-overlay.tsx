import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextElement } from '../../../shared/layout/text-element.js';
import { measureTextWithKonva } from './measure-text.js';
import { buildTextDrawing } from '../../../shared/layout/kinds/text/text-drawing.js';

interface TextEditorOverlayProps {
  element: TextElement;
  scale: number;
  /** Where the page's corner sits in the stage's box (zoom and pan). */
  origin?: { x: number; y: number };
  /** The new content, or null when editing was cancelled with Escape. */
  onFinish: (content: string | null) => void;
}

/**
 * The inline text editor: a textarea laid over the text it edits, styled through React style
 * props (CSSOM, allowed by the style-src 'self' policy). Blur commits, Escape cancels.
 */
export function TextEditorOverlay({ element, scale, origin = { x: 0, y: 0 }, onFinish }: TextEditorOverlayProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(element.content);
  const ref = useRef<HTMLTextAreaElement>(null);
  const isDone = useRef(false);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (content: string | null) => {
    if (isDone.current) return;
    isDone.current = true;
    onFinish(content);
  };
  const typed = { ...element, content: value || ' ' };
  const size = measureTextWithKonva(typed);
  // The size, spacing and capitals the canvas draws, so the words sit where they will be drawn.
  const drawing = buildTextDrawing(typed);
  return (
    <textarea
      ref={ref}
      className="editor-canvas__text-editor"
      aria-label={t('editor.canvas.editText')}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => finish(value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') finish(null);
      }}
      style={{
        left: origin.x + element.x * scale,
        top: origin.y + element.y * scale,
        // A wrapped text keeps its box, so centred lines stay put; a free one gets room to grow.
        width: (element.width ?? size.width + drawing.fontSize) * scale,
        height: (size.height + drawing.fontSize * element.lineHeight) * scale,
        fontSize: drawing.fontSize * scale,
        letterSpacing: drawing.letterSpacing * scale,
        textTransform: element.uppercase === true ? 'uppercase' : 'none',
        // A shrinking text keeps each typed line on one line, as the canvas draws it.
        whiteSpace: drawing.wrap === 'none' ? 'pre' : 'pre-wrap',
        fontFamily: element.fontFamily,
        fontWeight: element.fontWeight,
        fontStyle: element.fontStyle,
        lineHeight: element.lineHeight,
        textAlign: element.textAlign,
        color: element.color,
        transform: `rotate(${element.rotation}deg)`,
      }}
    />
  );
}
