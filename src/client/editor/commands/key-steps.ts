/** Spec §9: arrows nudge 2 px (on screen: the editor divides by the display scale). */
export const nudgeScreenPx = 2;
/** Spec §9: PageUp and PageDown turn 15°. */
export const rotationStepDegrees = 15;
