import type { ContactTranslations } from './contact.it.js';

/** English texts of the contact page: the same keys as contact.it.ts. */
export const contactEn: ContactTranslations = {
  formLabel: 'Contact form',
  requiredHint: 'All fields are required.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  subjectPlaceholder: 'Choose a subject',
  subjects: {
    general: 'General Information',
    custom_layout: 'Custom Layout Request',
  },
  message: 'Message',
  submit: 'Send message',
  sending: 'Sending...',
  success: 'Thank you for writing to us! We will get back to you as soon as possible.',
  error: 'An error occurred while sending the form. Please try again later.',
  fieldErrors: {
    nameRequired: 'Enter your name.',
    nameTooLong: 'The name can be at most {{max}} characters long.',
    emailRequired: 'Enter your email.',
    emailInvalid: 'Enter a valid email address.',
    emailTooLong: 'The email can be at most {{max}} characters long.',
    subjectRequired: 'Choose the subject of your message.',
    messageRequired: 'Write your message.',
    messageTooLong: 'The message can be at most {{max}} characters long.',
  },
};
