/**
 * The drawer every product form opens in: the form's fields, the server's refusal above
 * them, and Create. `toBody` turns the form's values into the endpoint's body (decimals
 * stay the strings typed; times become what the endpoint takes).
 */
import type { ReactNode } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { api } from '../../../api.ts';
import { useT } from '../../../i18n/index.ts';
import { Refused, useSubmit, validated } from '../formParts.tsx';

export interface CreateDrawerProps<V> {
  open: boolean;
  title: string;
  /** The create endpoint, e.g. `/admin/lockup/plans`. */
  path: string;
  toBody: (values: V) => object;
  initialValues?: Partial<V>;
  onClose: () => void;
  onSaved: () => void;
  /** Above the fields: what the form cannot do, how the server checks it. */
  note?: ReactNode;
  children: ReactNode;
}

export function CreateDrawer<V extends object>(props: CreateDrawerProps<V>) {
  const t = useT();
  const [form] = Form.useForm<V>();
  const submit = useSubmit(props.onSaved);
  const close = () => {
    submit.clear();
    props.onClose();
  };
  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    await submit.run(() => api.post(props.path, props.toBody(values)));
  };
  return (
    <Drawer
      open={props.open}
      size={640}
      title={props.title}
      onClose={close}
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={submit.busy} onClick={() => void save()}>
            {t('content.create')}
          </Button>
        </Space>
      }
    >
      {props.note}
      <Refused message={submit.refusal} />
      <Form<V> form={form} layout="vertical" preserve={false} initialValues={props.initialValues}>
        {props.children}
      </Form>
    </Drawer>
  );
}
