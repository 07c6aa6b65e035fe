/** A message in one line: who wrote it and its text (or that it is a picture). */
import { Space, Tag, Typography } from 'antd';
import { ChatSender, type ChatMessageItem } from '@bourse/shared';
import { useT, type MessageKey } from '../../../i18n/index.ts';

export const SENDER_LABEL: Record<ChatSender, MessageKey> = {
  [ChatSender.user]: 'chat.senderUser',
  [ChatSender.operator]: 'chat.senderOperator',
  [ChatSender.system]: 'chat.senderSystem',
};

const SENDER_COLOR: Record<ChatSender, string> = {
  [ChatSender.user]: 'default',
  [ChatSender.operator]: 'blue',
  [ChatSender.system]: 'purple',
};

export function MessagePreview({ message }: { message: ChatMessageItem }) {
  const t = useT();
  return (
    <Space size={6}>
      <Tag color={SENDER_COLOR[message.sender]} variant="filled">
        {t(SENDER_LABEL[message.sender])}
      </Tag>
      {message.text ? (
        <Typography.Text>{message.text}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('chat.image')}</Typography.Text>
      )}
    </Space>
  );
}
