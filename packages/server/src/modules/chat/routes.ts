/**
 * Customer service chat (`/chat/*` for the signed-in user, `/admin/chat/*` for operators of
 * role support). Thin: schema -> service -> ok(), then the pushes to the user's room after
 * the commit. A user's routes take the conversation from the session, never from the request.
 */
import {
  OperatorRole,
  chatCloseBody,
  chatHistoryQuery,
  chatIdParams,
  chatOperatorReadBody,
  chatReadBody,
  chatReplyBody,
  chatSendBody,
  chatOpenBody,
  langQuery,
} from '@bourse/shared';
import type { AppContext } from '../../context.ts';
import { userOf } from '../../http/auth.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import type { App } from '../../http/types.ts';
import { operatorOf } from '../admin/index.ts';
import {
  announceMessages,
  markUserRead,
  openConversation,
  sendMessage,
  userHistory,
} from './conversations.ts';
import {
  chatQueue,
  claimConversation,
  closeConversation,
  markOperatorRead,
  operatorHistory,
  replyToConversation,
} from './desk.ts';
import { conversationView, messageItem } from './views.ts';

export async function chatRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = { preValidation: app.requireUser };
  const support = { preValidation: app.requireOperator(OperatorRole.support) };

  app.post('/chat/open', { ...signedIn, schema: { body: chatOpenBody } }, async (req) => {
    const userId = userOf(req).id;
    const { row, created } = await openConversation(ctx, userId, requestLang(req));
    announceMessages(ctx, userId, created);
    return ok(await conversationView(ctx, row));
  });
  app.get(
    '/chat/messages',
    { ...signedIn, schema: { querystring: chatHistoryQuery } },
    async (req) => ok(await userHistory(ctx, userOf(req).id, req.query)),
  );
  app.post('/chat/send', { ...signedIn, schema: { body: chatSendBody } }, async (req) => {
    const userId = userOf(req).id;
    const { message, created } = await sendMessage(ctx, userId, requestLang(req), req.body);
    announceMessages(ctx, userId, [...created, message]);
    return ok(messageItem(ctx, message));
  });
  app.post('/chat/read', { ...signedIn, schema: { body: chatReadBody } }, async (req) => {
    const userId = userOf(req).id;
    const { conversationId, readId } = await markUserRead(ctx, userId, req.body.message_id);
    const event = { conversation_id: conversationId, side: 'user' as const, message_id: readId };
    ctx.realtime.toUser(userId, 'chat_read', event);
    return ok(event);
  });

  app.get('/admin/chat/queue', { ...support, schema: { querystring: langQuery } }, async () =>
    ok(await chatQueue(ctx)),
  );
  app.get(
    '/admin/chat/:id/messages',
    { ...support, schema: { params: chatIdParams, querystring: chatHistoryQuery } },
    async (req) => ok(await operatorHistory(ctx, req.params.id, req.query)),
  );
  app.post(
    '/admin/chat/:id/claim',
    { ...support, schema: { params: chatIdParams, body: chatOpenBody } },
    async (req) => ok(await claimConversation(ctx, operatorOf(req).id, req.params.id)),
  );
  app.post(
    '/admin/chat/:id/reply',
    { ...support, schema: { params: chatIdParams, body: chatReplyBody } },
    async (req) => {
      const { userId, message } = await replyToConversation(
        ctx,
        operatorOf(req).id,
        req.params.id,
        req.body.text,
      );
      announceMessages(ctx, userId, [message]);
      return ok(messageItem(ctx, message));
    },
  );
  app.post(
    '/admin/chat/:id/read',
    { ...support, schema: { params: chatIdParams, body: chatOperatorReadBody } },
    async (req) => {
      const { userId, readId } = await markOperatorRead(ctx, req.params.id, req.body.message_id);
      const event = {
        conversation_id: req.params.id,
        side: 'operator' as const,
        message_id: readId,
      };
      ctx.realtime.toUser(userId, 'chat_read', event);
      return ok(event);
    },
  );
  app.post(
    '/admin/chat/:id/close',
    { ...support, schema: { params: chatIdParams, body: chatCloseBody } },
    async (req) => {
      const { userId, notice } = await closeConversation(
        ctx,
        operatorOf(req).id,
        req.params.id,
        req.body.reason,
      );
      announceMessages(ctx, userId, [notice]);
      return ok({ id: req.params.id, status: 'closed' });
    },
  );
}
