/**
 * The settings an admin may change (the server's editable list: the client's links and
 * version, the site's name, logos and contact links, the product settings), each with what
 * it does and the form of value it takes. The server checks each value (a URL must be a
 * path or http(s), a percent above 0 ...) and refuses the rest; every change is audited.
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSetting } from '@bourse/shared';
import { api } from '../../api.ts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { Refused, useSubmit, validated } from './formParts.tsx';

/** What each setting does, for the keywords the server lists today (server system/siteLinks.ts). */
const HINTS: Record<string, MessageKey> = {
  apk_download_url: 'settings.hint.apkDownloadUrl',
  support_url: 'settings.hint.supportUrl',
  game_url: 'settings.hint.gameUrl',
  version: 'settings.hint.version',
  site_name: 'settings.hint.siteName',
  site_logo: 'settings.hint.siteLogo',
  down_logo: 'settings.hint.downLogo',
  zxkf_url: 'settings.hint.zxkfUrl',
  telegram_url: 'settings.hint.telegramUrl',
  whatsApp_url: 'settings.hint.whatsAppUrl',
  jie_url: 'settings.hint.jieUrl',
  hk_url: 'settings.hint.hkUrl',
  lever_maintenance_percent: 'settings.hint.leverMaintenancePercent',
  lever_overnight_utc: 'settings.hint.leverOvernightUtc',
  options_blocked_regions: 'settings.hint.optionsBlockedRegions',
  invite_rebate_percent: 'settings.hint.inviteRebatePercent',
  nft_fee_percent: 'settings.hint.nftFeePercent',
  nft_resale_margin_percent: 'settings.hint.nftResaleMarginPercent',
  chat_support_hours: 'settings.hint.chatSupportHours',
};

/** The value as the edit field shows it: text as it is, anything else as JSON, unset as ''. */
const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export default function Settings() {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminSetting | null>(null);
  const list = useQuery({
    queryKey: ['settings'],
    queryFn: () => api.get<AdminSetting[]>('/admin/settings'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['settings'] });

  return (
    <>
      <div className="console-toolbar">
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
        <Typography.Text type="secondary">{t('settings.intro')}</Typography.Text>
      </div>
      <Table<AdminSetting>
        rowKey="keyword"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        columns={[
          {
            title: t('settings.keyword'),
            key: 'keyword',
            width: '34%',
            render: (_, s) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong className="console-mono">
                  {s.keyword}
                </Typography.Text>
                {HINTS[s.keyword] && (
                  <Typography.Text type="secondary">{t(HINTS[s.keyword]!)}</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: t('settings.value'),
            key: 'value',
            render: (_, s) =>
              s.value === null ? (
                <Tag>{t('settings.unset')}</Tag>
              ) : asText(s.value) === '' ? (
                <Tag>{t('settings.empty')}</Tag>
              ) : (
                <span className="console-mono">{asText(s.value)}</span>
              ),
          },
          {
            title: '',
            key: 'edit',
            align: 'right',
            width: 100,
            render: (_, s) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(s)}>
                {t('cfg.edit')}
              </Button>
            ),
          },
        ]}
      />
      <SettingModal
        setting={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}

function SettingModal(props: {
  setting: AdminSetting | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<{ value: string }>();
  const submit = useSubmit(props.onSaved);
  const { setting } = props;
  const close = () => {
    submit.clear();
    props.onClose();
  };
  const save = async () => {
    const v = await validated(form);
    if (!v) return;
    const { value } = v;
    // An empty value is meaningful (game_url: the game is off), so it is sent as it is.
    await submit.run(() => api.post(`/admin/settings/${setting!.keyword}`, { value: value ?? '' }));
  };
  return (
    <Modal
      open={setting !== null}
      title={setting ? t('settings.editTitle', { keyword: setting.keyword }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: submit.busy }}
      onOk={() => void save()}
      onCancel={close}
      destroyOnHidden
      width={560}
    >
      {setting && (
        <>
          {HINTS[setting.keyword] && (
            <Typography.Paragraph type="secondary">
              {t(HINTS[setting.keyword]!)}
            </Typography.Paragraph>
          )}
          <Refused message={submit.refusal} />
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ value: asText(setting.value) }}
          >
            <Form.Item name="value" label={t('settings.value')}>
              <Input maxLength={500} allowClear />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
