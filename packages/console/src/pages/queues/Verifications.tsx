/**
 * Identity verifications awaiting compliance: the declared identity and the document
 * images (served to compliance and finance operators only); approve, or reject with the
 * reason the user will read.
 */
import { Descriptions, Image, Space, Tag, Typography } from 'antd';
import { KycStatus, type VerificationView } from '@bourse/shared';
import { Decision } from '../../components/Decision.tsx';
import { formatTime } from '../../components/format.ts';
import { QueueTable } from '../../components/QueueTable.tsx';
import { idColumn, statusColumn, timeColumn, userColumn } from '../../components/queueColumns.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { UserLink } from '../../components/UserLink.tsx';
import { useT } from '../../i18n/index.ts';

export default function Verifications() {
  const t = useT();
  return (
    <QueueTable<VerificationView>
      queue="verifications"
      path="/admin/verifications"
      claimable
      searchable
      statuses={[
        { value: KycStatus.verifying, label: 'status.pending' },
        { value: KycStatus.verified, label: 'status.verified' },
        { value: KycStatus.failed, label: 'status.rejected' },
        { value: '', label: 'status.all' },
      ]}
      open={(v) => v.status === KycStatus.verifying}
      columns={[
        idColumn(t),
        userColumn(t),
        { title: t('verifications.name'), dataIndex: 'name' },
        {
          title: t('verifications.level'),
          dataIndex: 'level',
          render: (l: number) => <Tag>{t('verifications.levelN', { level: l })}</Tag>,
        },
        statusColumn(t),
        timeColumn(t('field.createdAt'), 'created_at'),
      ]}
      title={(v) => t('verifications.title', { id: v.id })}
      detail={(v) => (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('field.user')}>
              <UserLink id={v.user_id} account={v.user_account} />
            </Descriptions.Item>
            <Descriptions.Item label={t('verifications.level')}>
              {t('verifications.levelN', { level: v.level })}
            </Descriptions.Item>
            <Descriptions.Item label={t('verifications.name')}>{v.name}</Descriptions.Item>
            <Descriptions.Item label={t('verifications.idType')}>{v.id_type}</Descriptions.Item>
            <Descriptions.Item label={t('verifications.cardId')}>
              <span className="console-mono">{v.card_id}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <StatusTag status={v.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.createdAt')}>
              {formatTime(v.created_at)}
            </Descriptions.Item>
            {v.reason && (
              <Descriptions.Item label={t('field.reason')}>{v.reason}</Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5}>{t('verifications.documents')}</Typography.Title>
          <Image.PreviewGroup>
            <Space wrap>
              {[v.front_pic, v.reverse_pic].map((src, i) =>
                src ? (
                  <Image
                    key={i}
                    src={src}
                    width={260}
                    className="console-doc"
                    alt={t(i === 0 ? 'verifications.front' : 'verifications.back')}
                  />
                ) : null,
              )}
              {!v.front_pic && !v.reverse_pic && (
                <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
              )}
            </Space>
          </Image.PreviewGroup>
        </Space>
      )}
      actions={(v, done) => (
        <Decision
          approvePath={`/admin/verifications/${v.id}/approve`}
          rejectPath={`/admin/verifications/${v.id}/reject`}
          done={done}
        />
      )}
    />
  );
}
