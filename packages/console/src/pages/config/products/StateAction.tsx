/**
 * A product's state change (pause, resume, close, cancel): a button, then a modal that asks
 * why (required where the endpoint requires it; kept in the audit log either way), then the
 * POST. Closing or cancelling is marked dangerous.
 */
import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { Refused, validated } from '../formParts.tsx';

export function StateAction(props: {
  label: MessageKey;
  /** The modal's title, e.g. "Pause plan #3". */
  title: string;
  path: string;
  reasonRequired: boolean;
  danger?: boolean;
  done: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason?: string }>();

  const close = () => {
    setRefusal(null);
    setOpen(false);
  };
  const submit = async () => {
    const v = await validated(form);
    if (!v) return;
    const { reason } = v;
    setBusy(true);
    setRefusal(null);
    try {
      await api.post(props.path, reason?.trim() ? { reason: reason.trim() } : {});
      message.success(t('cfg.saved'));
      close();
      props.done();
    } catch (e) {
      setRefusal((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" danger={props.danger} onClick={() => setOpen(true)}>
        {t(props.label)}
      </Button>
      <Modal
        open={open}
        title={props.title}
        okText={t('cfg.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: props.danger, loading: busy }}
        onOk={() => void submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Refused message={refusal} />
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t(props.reasonRequired ? 'products.reason' : 'products.reasonOptional')}
            rules={
              props.reasonRequired
                ? [{ required: true, whitespace: true, message: t('cfg.required') }]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
