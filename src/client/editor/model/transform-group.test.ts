import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { getElementCentre } from '../../../shared/layout/element-box.js';
import { getGroupFrame } from './group-frame.js';
import { setGroupRotation, transformGroup } from './transform-group.js';
import { findElement, makeClipart, makeDocument, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

// A 400×300 picture at (100, 100) and a 300×200 frame at (600, 400): the box around them spans
// x 100..900, y 100..600, centre (500, 350). A text and a line are members too.
const members = [makeImage({ groupId: 'g' }), makePlaceholder({ x: 600, y: 400, groupId: 'g' }), makeText({ x: 200, y: 500, groupId: 'g' }), makeLine({ x: 300, y: 150, rotation: 30, groupId: 'g' })];
const document = makeDocument([makeClipart({ x: 10, y: 10 }), ...members]);
const ids = members.map((member) => member.id);

function expectSameMembers(actual: LayoutDocument, expected: LayoutDocument) {
  for (const id of ids) {
    const a = findElement(actual, id);
    const e = findElement(expected, id);
    expect(a.x).toBeCloseTo(e.x, 6);
    expect(a.y).toBeCloseTo(e.y, 6);
    expect(a.rotation).toBeCloseTo(e.rotation, 6);
    expect(a).toEqual({ ...e, x: a.x, y: a.y, rotation: a.rotation });
  }
}

describe('transformGroup', () => {
  it('turns every member about the group centre: a quarter turn clockwise and back gives the members again', () => {
    const turned = transformGroup(document, { ids, degrees: 90 });
    // The picture's centre (300, 250) is (-200, -100) from the group centre (500, 350); a quarter
    // turn clockwise makes that (100, -200), so the centre lands at (600, 150).
    const centre = getElementCentre(findElement(turned, 'image'));
    expect(centre.x).toBeCloseTo(600, 6);
    expect(centre.y).toBeCloseTo(150, 6);
    expect(findElement(turned, 'image').rotation).toBe(90);
    expect(findElement(turned, 'line').rotation).toBe(120);
    // Elements outside the group do not move.
    expect(findElement(turned, 'clipart')).toBe(findElement(document, 'clipart'));
    expectSameMembers(transformGroup(turned, { ids, degrees: -90 }), document);
  });

  it('comes back for any angle, since the group frame turns with the group', () => {
    let current = document;
    for (const degrees of [37, 20, -57]) current = transformGroup(current, { ids, degrees });
    expectSameMembers(current, document);
  });

  it('keeps the group frame centre where it is', () => {
    const before = getGroupFrame(members);
    const after = getGroupFrame(findMembers(transformGroup(document, { ids, degrees: 64 })));
    expect(after?.centre.x).toBeCloseTo(before?.centre.x ?? Number.NaN, 6);
    expect(after?.centre.y).toBeCloseTo(before?.centre.y ?? Number.NaN, 6);
    expect(after?.width).toBeCloseTo(before?.width ?? Number.NaN, 6);
    expect(after?.rotation).toBe(64);
  });

  it('scales sizes and distances from the centre, and scaling back gives the members again', () => {
    const doubled = transformGroup(document, { ids, scale: 2 });
    expect(findElement(doubled, 'image')).toMatchObject({ width: 800, height: 600, x: -300, y: -150 });
    expect(findElement(doubled, 'text')).toMatchObject({ fontSize: 80 });
    expectSameMembers(transformGroup(doubled, { ids, scale: 0.5 }), document);
  });

  it('does nothing for no turn, an unusable value, or a group with a locked member', () => {
    expect(transformGroup(document, { ids, degrees: 360 })).toBe(document);
    expect(transformGroup(document, { ids, degrees: Number.NaN })).toBe(document);
    expect(transformGroup(document, { ids, scale: 0 })).toBe(document);
    const locked = makeDocument([makeClipart({ locked: true, groupId: 'g' }), makeImage({ groupId: 'g' })]);
    expect(transformGroup(locked, { ids: ['clipart', 'image'], degrees: 15 })).toBe(locked);
  });
});

describe('setGroupRotation', () => {
  it("turns the group so that its bottom member's angle becomes the value", () => {
    const turned = setGroupRotation(document, { ids, rotation: -45 });
    expect(findElement(turned, 'image').rotation).toBe(-45);
    expect(findElement(turned, 'line').rotation).toBe(-15);
    expectSameMembers(setGroupRotation(turned, { ids, rotation: 0 }), document);
  });
});

function findMembers(next: LayoutDocument) {
  return next.elements.filter((element) => element.groupId === 'g');
}
