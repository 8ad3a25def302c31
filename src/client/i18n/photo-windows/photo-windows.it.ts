/** What the photo frames of a downloaded file show (our own wording: the spec has none for it). */
export const photoWindowsIt = {
  label: 'Finestre foto',
  transparent: 'trasparenti',
  white: 'bianche',
  template: 'd’esempio',
  hint: 'Cosa c’è nelle cornici foto del file: trasparenti (PNG, per il photobooth), vuote e bianche, o d’esempio (il paesaggio che l’editor disegna nelle cornici).',
  noAlphaJpg: 'Il JPG non ha trasparenza: le finestre foto sono bianche.',
  noAlphaPdf: 'Il PDF non ha trasparenza: le finestre foto sono bianche.',
};
