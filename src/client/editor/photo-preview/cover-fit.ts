/** Sizes and positions in template pixels, in the frame's own (unrotated) coordinates. */
export interface Size {
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

export interface PhotoPlacement extends Size {
  /** The photo's top-left corner relative to the frame's. */
  x: number;
  y: number;
}

/** The photo scaled, keeping its ratio, to the smallest size that covers the whole frame. */
export function coverSize(photo: Size, frame: Size): Size {
  if (!(photo.width > 0 && photo.height > 0)) return { width: frame.width, height: frame.height };
  const scale = Math.max(frame.width / photo.width, frame.height / photo.height);
  return { width: photo.width * scale, height: photo.height * scale };
}

/**
 * How far the covering photo may move from the centre while still covering the frame: an
 * offset beyond is pulled back to the edge (no empty strip ever shows in the frame).
 */
export function clampPhotoOffset(covering: Size, frame: Size, offset: Offset): Offset {
  const limitX = Math.max(0, (covering.width - frame.width) / 2);
  const limitY = Math.max(0, (covering.height - frame.height) / 2);
  return { x: clamp(offset.x, -limitX, limitX), y: clamp(offset.y, -limitY, limitY) };
}

/**
 * Cover fit: the photo covers the frame and is centred, then moved by the operator's offset
 * (clamped). A frame resized after a move keeps the photo covering it.
 */
export function placePhoto(photo: Size, frame: Size, offset: Offset): PhotoPlacement {
  const covering = coverSize(photo, frame);
  const moved = clampPhotoOffset(covering, frame, offset);
  return { ...covering, x: (frame.width - covering.width) / 2 + moved.x, y: (frame.height - covering.height) / 2 + moved.y };
}

/** The offset (from the centred position) of a photo whose corner was dragged to (x, y), clamped. */
export function offsetOfPosition(photo: Size, frame: Size, position: Offset): Offset {
  const covering = coverSize(photo, frame);
  return clampPhotoOffset(covering, frame, { x: position.x - (frame.width - covering.width) / 2, y: position.y - (frame.height - covering.height) / 2 });
}

function clamp(value: number, min: number, max: number): number {
  // -0 and 0 are one position; keep the result a plain 0.
  return Math.min(max, Math.max(min, value)) + 0;
}
