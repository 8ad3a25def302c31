/** What the photo frames of a downloaded file show. */
export const photoWindowsEn = {
  label: 'Photo windows',
  transparent: 'transparent',
  white: 'white',
  template: 'sample',
  hint: 'What the photo frames of the file show: transparent (PNG, for the photo booth), empty and white, or the sample (the landscape the editor draws in the frames).',
  noAlphaJpg: 'JPG has no transparency: the photo windows are white.',
  noAlphaPdf: 'PDF has no transparency: the photo windows are white.',
};
