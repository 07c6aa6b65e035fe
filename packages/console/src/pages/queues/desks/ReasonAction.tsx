/**
 * A button whose action asks for a few words first: rejecting a loan enquiry (the user reads
 * the reason), closing a conversation or revoking a market maker (the audit log keeps the
 * note). Posts `{ ...body, [field]: text }` and hands the reply to `done`.
 */
import { useState, type ReactNode } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';

export interface ReasonActionProps<Reply> {
  path: string;
  label: MessageKey;
  icon?: ReactNode;
  danger?: boolean;
  size?: 'small' | 'middle';
  /** The body's field for the text: `reason` unless told. */
  field?: 'reason' | 'note';
  fieldLabel: MessageKey;
  required?: boolean;
  maxLength?: number;
  /** Sent beside the text (a market maker's `user_id`). */
  body?: object;
  success: MessageKey;
  done: (reply: Reply) => void;
}

export function ReasonAction<Reply = unknown>(props: ReasonActionProps<Reply>) {
  const t = useT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ text?: string }>();
  const field = props.field ?? 'reason';

  const submit = async () => {
    const { text } = await form.validateFields();
    setBusy(true);
    try {
      const trimmed = text?.trim();
      const reply = await api.post<Reply>(props.path, {
        ...props.body,
        ...(trimmed ? { [field]: trimmed } : {}),
      });
      message.success(t(props.success));
      setOpen(false);
      props.done(reply);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        danger={props.danger}
        icon={props.icon}
        size={props.size}
        onClick={() => setOpen(true)}
      >
        {t(props.label)}
      </Button>
      <Modal
        open={open}
        title={t(props.label)}
        okText={t('decision.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: props.danger, loading: busy }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="text"
            label={t(props.fieldLabel)}
            rules={
              props.required
                ? [{ required: true, whitespace: true, message: t('decision.required') }]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={props.maxLength ?? 500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
