/** What the photo frames of a downloaded file show. */
export const photoWindowsEn = {
  label: 'Photo windows',
  transparent: 'transparent',
  white: 'empty (white)',
  template: 'as in the template',
  hint: 'What the photo frames of the file show: transparent (PNG, for the photo booth), empty and white, or the editor’s sample landscape.',
  noAlphaJpg: 'JPG has no transparency: the photo windows are white.',
  noAlphaPdf: 'PDF has no transparency: the photo windows are white.',
  chosen: 'Photo windows: {{choice}}.',
};
