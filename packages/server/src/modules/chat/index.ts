/**
 * The customer service chat's door (issue 14). Routes are registered by modules/routes.ts
 * from ./routes.ts.
 *
 * - `findOpen(db, userId)`: a user's open conversation, if any.
 * - `supportHours(db)`: the `chat_support_hours` setting, `HH:MM-HH:MM` UTC.
 */
export { findOpen } from './conversations.ts';
export { supportHours, SUPPORT_HOURS_SETTING } from './config.ts';
export { chatConversations, chatMessages } from './tables.ts';
