/**
 * The operators' community group chat, linked from the footer.
 * TODO: the real group invite link is not known yet; until it is, this opens WhatsApp's generic
 * chat page and operators cannot join the group from the site.
 */
export const communityChatUrl = 'https://chat.whatsapp.com/';

/**
 * Priority WhatsApp support for PRO operators (dashboard).
 * TODO: the support number is not known yet; until it is, this opens WhatsApp's generic chat
 * chooser and PRO operators must pick the contact themselves.
 */
export const prioritySupportUrl = 'https://wa.me/';

/**
 * Where operators write about their account and data (terms, privacy: closing the account).
 * The same address as the server's default SUPPORT_EMAIL. TODO: confirm the real mailbox.
 */
export const supportEmail = 'supporto@cornice.app';

/**
 * The YouTube id of the tutorial video on the landing page (played from youtube-nocookie.com).
 * TODO: the real tutorial video is not known yet; until it is, this placeholder id makes the
 * player show YouTube's "video unavailable" after the visitor presses play.
 */
export const tutorialVideoId = 'cornice-tutorial';
