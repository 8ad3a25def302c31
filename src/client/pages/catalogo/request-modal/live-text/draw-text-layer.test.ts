import { describe, expect, it } from 'vitest';
import { drawTextLayer } from './draw-text-layer.js';
import { liveTextElements } from './live-text-elements.js';
import { sampleStarter } from './starter-fixture.js';

interface Drawn {
  text: string;
  x: number;
  y: number;
  font: string;
  fill: string;
}

/** A 2D context that records what is written and measures every letter 10 px wide at any size. */
function recordingContext(width: number, height: number) {
  const drawn: Drawn[] = [];
  let cleared = 0;
  const context = {
    canvas: { width, height },
    font: '',
    fillStyle: '',
    letterSpacing: '0px',
    clearRect: () => {
      cleared += 1;
      drawn.length = 0;
    },
    save: () => undefined,
    restore: () => undefined,
    scale: () => undefined,
    translate: () => undefined,
    rotate: () => undefined,
    measureText: (text: string) => ({ width: [...text].length * 10 }),
    fillText(text: string, x: number, y: number) {
      drawn.push({ text, x, y, font: this.font, fill: String(this.fillStyle) });
    },
    strokeText: () => undefined,
  };
  return { context: context as unknown as CanvasRenderingContext2D, drawn, cleared: () => cleared };
}

describe('drawTextLayer', () => {
  it("writes the client's names and date in the design's faces and colours, centred in their boxes", () => {
    const { context, drawn } = recordingContext(400, 600);
    drawTextLayer(context, liveTextElements(sampleStarter(), { names: 'Anna e Marco', eventDate: '12 giugno 2027' }), 400 / 1200);
    expect(drawn.map(({ text, font, fill }) => [text, font, fill])).toEqual([
      ['Anna e', expect.stringContaining('"Great Vibes"'), '#7a4b2a'],
      ['Marco', expect.stringContaining('"Great Vibes"'), '#7a4b2a'],
      ['12 giugno 2027', expect.stringMatching(/^700 .*"Playfair Display"$/), '#333333'],
    ]);
    // Centred in the 800 px box: a 60 px line starts at (800 - 60) / 2.
    expect(drawn[0]?.x).toBe((800 - 60) / 2);
  });

  it('starts from a clear canvas at every draw, so a shorter name leaves nothing of the longer one', () => {
    const { context, drawn, cleared } = recordingContext(400, 600);
    drawTextLayer(context, liveTextElements(sampleStarter(), { names: 'Anna e Marco' }), 1 / 3);
    drawTextLayer(context, liveTextElements(sampleStarter(), { names: 'Ada' }), 1 / 3);
    expect(cleared()).toBe(2);
    expect(drawn.map((line) => line.text)).toEqual(['Ada', '14 · 09 · 2026']);
  });

  it('wraps a line wider than its box at spaces, as the editor does', () => {
    const { context, drawn } = recordingContext(400, 600);
    const [names] = liveTextElements(sampleStarter(), {});
    if (names === undefined) throw new Error('no names text');
    drawTextLayer(context, [{ ...names, content: 'Alessandra Margherita Beatrice', width: 150 }], 1);
    expect(drawn.map((line) => line.text)).toEqual(['Alessandra', 'Margherita', 'Beatrice']);
  });
});
