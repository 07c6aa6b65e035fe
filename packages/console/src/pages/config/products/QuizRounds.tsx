/**
 * Quiz rounds (issue 14): every round with its line, times, stakes and pools; a new round
 * on a pair (`above` a strike, or `updown` against the index at the cut-off); and cancel,
 * which the server allows before the round opens. The outcome is never set here: the
 * recorded index decides it.
 */
import { useState } from 'react';
import { Button, Col, Form, Input, Radio, Row, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { QuizKind, QuizState, type QuizRoundItem, type QuizRoundList } from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { decimalRules, requiredRule, utcSeconds, withoutBlanks } from '../formParts.tsx';
import { CreateDrawer } from './CreateDrawer.tsx';
import { InstrumentSelect, ReasonField, UtcField } from './pickers.tsx';
import { StateAction } from './StateAction.tsx';

const STATE: Record<QuizState, { color: string; label: MessageKey }> = {
  [QuizState.notStarted]: { color: 'default', label: 'quiz.notStarted' },
  [QuizState.guessing]: { color: 'green', label: 'quiz.guessing' },
  [QuizState.cutOff]: { color: 'gold', label: 'quiz.cutOff' },
  [QuizState.unsettled]: { color: 'orange', label: 'quiz.unsettled' },
  [QuizState.over]: { color: 'blue', label: 'quiz.over' },
  [QuizState.cancelled]: { color: 'default', label: 'status.cancelled' },
};

interface Values {
  match_id: number;
  kind: QuizKind;
  strike?: string;
  opens_at: string;
  cutoff_at: string;
  settle_at: string;
  fee_percent: string;
  min_stake: string;
  max_stake: string;
  reason?: string;
}

const toBody = (v: Values) =>
  withoutBlanks({
    ...v,
    strike: v.kind === QuizKind.above ? v.strike : undefined,
    opens_at: utcSeconds(v.opens_at),
    cutoff_at: utcSeconds(v.cutoff_at),
    settle_at: utcSeconds(v.settle_at),
  });

export function QuizRounds() {
  const t = useT();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: ['quiz-rounds', page, limit],
    queryFn: () => api.get<QuizRoundList>('/admin/quiz/rounds', { page, limit }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['quiz-rounds'] });

  return (
    <>
      <div className="console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('quiz.new')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<QuizRoundItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (p, size) => {
            setPage(size === limit ? p : 1);
            setLimit(size);
          },
        }}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 64 },
          {
            title: t('quiz.round'),
            key: 'line',
            render: (_, r) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{r.symbol}</Typography.Text>
                <Typography.Text type="secondary">
                  {r.kind === QuizKind.above
                    ? t('quiz.aboveLine', { strike: r.strike ?? '—' })
                    : t('quiz.updownLine')}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t('quiz.opensAt'), dataIndex: 'opens_at', render: (v: number) => formatTime(v) },
          {
            title: t('quiz.cutoffAt'),
            dataIndex: 'cutoff_at',
            render: (v: number) => formatTime(v),
          },
          {
            title: t('quiz.settleAt'),
            dataIndex: 'settle_at',
            render: (v: number) => formatTime(v),
          },
          {
            title: t('quiz.stakes'),
            key: 'stakes',
            align: 'right',
            render: (_, r) => `${r.min_stake} – ${r.max_stake} ${r.currency}`,
          },
          {
            title: t('quiz.fee'),
            dataIndex: 'fee_percent',
            align: 'right',
            render: (v: string) => `${v}%`,
          },
          {
            title: t('quiz.pools'),
            key: 'pools',
            align: 'right',
            render: (_, r) => (
              <span>
                <Typography.Text type="success">▲ {r.pool_up}</Typography.Text>{' '}
                <Typography.Text type="danger">▼ {r.pool_down}</Typography.Text>
              </span>
            ),
          },
          {
            title: t('field.status'),
            dataIndex: 'state',
            render: (s: QuizState) => <Tag color={STATE[s].color}>{t(STATE[s].label)}</Tag>,
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              r.state === QuizState.notStarted ? (
                <StateAction
                  label="quiz.cancel"
                  title={t('quiz.cancelTitle', { id: r.id })}
                  path={`/admin/quiz/rounds/${r.id}/cancel`}
                  reasonRequired={false}
                  danger
                  done={() => void refresh()}
                />
              ) : null,
          },
        ]}
      />
      <CreateDrawer<Values>
        open={creating}
        title={t('quiz.new')}
        path="/admin/quiz/rounds"
        initialValues={{ kind: QuizKind.above }}
        toBody={toBody}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void refresh();
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="match_id" label={t('quiz.pair')} rules={[requiredRule(t)]}>
              <InstrumentSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="kind" label={t('quiz.kind')} rules={[requiredRule(t)]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: QuizKind.above, label: t('quiz.kindAbove') },
                  { value: QuizKind.updown, label: t('quiz.kindUpdown') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item noStyle dependencies={['kind']}>
          {({ getFieldValue }) =>
            getFieldValue('kind') === QuizKind.above && (
              <Form.Item name="strike" label={t('quiz.strike')} rules={decimalRules(t)}>
                <Input inputMode="decimal" />
              </Form.Item>
            )
          }
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <UtcField name="opens_at" label="quiz.opensAt" />
          </Col>
          <Col span={8}>
            <UtcField name="cutoff_at" label="quiz.cutoffAt" />
          </Col>
          <Col span={8}>
            <UtcField name="settle_at" label="quiz.settleAt" />
          </Col>
          <Col span={8}>
            <Form.Item name="fee_percent" label={t('quiz.fee')} rules={decimalRules(t)}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="min_stake" label={t('quiz.minStake')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="max_stake" label={t('quiz.maxStake')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>
        <ReasonField />
      </CreateDrawer>
    </>
  );
}
