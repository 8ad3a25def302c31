import type { approvalIt } from './approval.it.js';

export const approvalEn: typeof approvalIt = {
  superseded: {
    title: 'There is a newer draft',
    text: '{{name}} has prepared a new version of this draft: this one no longer needs your approval.',
    textNoName: 'The operator has prepared a new version of this draft: this one no longer needs your approval.',
    link: 'Open the latest draft',
  },
  approved: {
    title: 'Draft approved',
    on: 'You approved this draft on {{date}} at {{time}}.',
  },
  timeline: {
    title: 'Timeline',
    at: '{{date}}, {{time}}',
    kinds: {
      sent: 'Draft sent',
      opened: 'Opened by the client',
      changes_requested: 'Changes requested',
      proposal: 'Client proposal',
      approved: 'Draft approved',
      published: 'Published to the booth',
      publish_failed: 'Publishing to the booth failed',
    },
  },
};
