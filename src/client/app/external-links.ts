/**
 * The operators' community group chat, linked from the footer.
 * TODO: the real group invite link is not known yet; until it is, this opens WhatsApp's generic
 * chat page and operators cannot join the group from the site.
 */
export const communityChatUrl = 'https://chat.whatsapp.com/';
