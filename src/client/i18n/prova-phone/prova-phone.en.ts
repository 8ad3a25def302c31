/** The phone face of /prova. */
export const provaPhoneEn = {
  sendTitle: 'Send yourself the link for your computer',
  sendText: 'Enter your email: we send you the link to open the editor on a computer, whenever you are ready.',
  email: 'Your email',
  submit: 'Send me the link',
  sending: 'Sending...',
  sent: 'Done! Check your mail at {{email}} and open the link on your computer.',
  failed: 'We could not send the mail. Please try again in a few minutes.',
  emailRequired: 'Enter your email.',
  emailInvalid: 'Enter a valid email address.',
  emailTooLong: 'The email can be at most {{max}} characters.',
  galleryTitle: 'The templates, with sample photos',
  galleryText: 'Each template opens like this in the editor: change photos, names and date on your computer.',
  pictureAlt: '{{name}}, {{theme}} template with sample photos and names',
};
