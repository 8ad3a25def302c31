/**
 * Which photo each frame shows in the preview: the operator's own test photo for that frame, else
 * the sample photos in turn, by the frame's order in the layout (neighbouring frames differ).
 */
export function choosePreviewPhotos<Photo>(frameIds: readonly string[], own: ReadonlyMap<string, Photo>, samples: readonly Photo[]): Map<string, Photo> {
  const chosen = new Map<string, Photo>();
  for (const [index, id] of frameIds.entries()) {
    const photo = own.get(id) ?? samples[index % Math.max(1, samples.length)];
    if (photo !== undefined) chosen.set(id, photo);
  }
  return chosen;
}

/**
 * The frames that picked files go to, one file each in order: the selected frames when the
 * selection holds any, else every frame from the first. Files beyond the frames are left out.
 */
export function chooseTargetFrames(frameIds: readonly string[], selection: readonly string[], fileCount: number): string[] {
  const selected = frameIds.filter((id) => selection.includes(id));
  return (selected.length > 0 ? selected : frameIds).slice(0, Math.max(0, fileCount));
}
