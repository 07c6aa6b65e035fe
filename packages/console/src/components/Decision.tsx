/**
 * The two decisions of a queue item. Approve may ask for a field (a withdrawal's
 * transaction hash) or take an optional note; reject always asks why, because the user
 * reads the reason. Both post to the item's endpoint and report the server's answer.
 */
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { api } from '../api.ts';
import { useT, type MessageKey } from '../i18n/index.ts';

export interface ApproveField {
  name: string;
  label: MessageKey;
  required?: boolean;
}

export interface DecisionProps {
  approvePath: string;
  rejectPath: string;
  /** What approve asks for; default: an optional note (`reason`). */
  approveFields?: ApproveField[];
  approveLabel?: MessageKey;
  rejectLabel?: MessageKey;
  done: () => void;
}

export function Decision(props: DecisionProps) {
  const t = useT();
  const { message } = App.useApp();
  const [mode, setMode] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Record<string, string>>();
  const approveFields = props.approveFields ?? [{ name: 'reason', label: 'decision.note' }];
  const fields: ApproveField[] =
    mode === 'reject'
      ? [{ name: 'reason', label: 'decision.reason', required: true }]
      : approveFields;

  const submit = async () => {
    // An empty required field is shown under the field by the form itself.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const body = Object.fromEntries(
        Object.entries(values).filter(([, v]) => v !== undefined && v !== ''),
      );
      await api.post(mode === 'reject' ? props.rejectPath : props.approvePath, body);
      message.success(t(mode === 'reject' ? 'decision.rejected' : 'decision.approved'));
      setMode(null);
      props.done();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Space>
        <Button type="primary" icon={<CheckOutlined />} onClick={() => setMode('approve')}>
          {t(props.approveLabel ?? 'decision.approve')}
        </Button>
        <Button danger icon={<CloseOutlined />} onClick={() => setMode('reject')}>
          {t(props.rejectLabel ?? 'decision.reject')}
        </Button>
      </Space>
      <Modal
        open={mode !== null}
        title={t(
          mode === 'reject'
            ? (props.rejectLabel ?? 'decision.reject')
            : (props.approveLabel ?? 'decision.approve'),
        )}
        okText={t('decision.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: mode === 'reject', loading: busy }}
        onOk={() => void submit()}
        onCancel={() => setMode(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          {fields.map((f) => (
            <Form.Item
              key={f.name}
              name={f.name}
              label={t(f.label)}
              rules={
                f.required
                  ? [{ required: true, whitespace: true, message: t('decision.required') }]
                  : []
              }
            >
              {f.name === 'reason' ? (
                <Input.TextArea rows={3} maxLength={500} showCount />
              ) : (
                <Input />
              )}
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </>
  );
}
