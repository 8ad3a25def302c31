import { describe, expect, test } from 'vitest';
import { elementTypes } from '../layout-element.js';
import { elementKinds } from './element-kinds.js';
import { elementModels } from './element-models.js';

describe('element kinds', () => {
  test('every element type has its model and its drawing, and nothing else is declared', () => {
    expect(Object.keys(elementModels).sort()).toEqual([...elementTypes].sort());
    expect(Object.keys(elementKinds).sort()).toEqual([...elementTypes].sort());
  });

  test('a new separator line keeps off photo frames, pictures, QR codes and ellipses, and may cross the rest', () => {
    const blocking = elementTypes.filter((type) => elementModels[type].blocksNewLine);
    expect(blocking.sort()).toEqual(['ellipse', 'image', 'placeholder', 'qrcode']);
  });
});
