/**
 * The choosers the product forms share: a coin of the catalogue (`/currency/list`), a
 * trading pair (`/admin/instruments`), a UTC date-time, and the audit reason.
 */
import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AdminInstrument, CurrencyItem } from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';

interface SelectProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  id?: string;
}

/** The coin catalogue, cached for the session (it changes only with a release). */
function useCurrencies() {
  return useQuery({
    queryKey: ['currencies'],
    queryFn: () => api.get<{ legal: CurrencyItem[] }>('/currency/list'),
    staleTime: Infinity,
  });
}

export function CurrencySelect(props: SelectProps<number>) {
  const list = useCurrencies();
  return (
    <Select<number>
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isLoading}
      options={(list.data?.legal ?? []).map((c) => ({
        value: c.id,
        label: `${c.name} · #${c.id}`,
      }))}
    />
  );
}

/** Several coins, as the ids the IEO form sends joined by commas. */
export function CurrenciesSelect(props: SelectProps<number[]>) {
  const list = useCurrencies();
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isLoading}
      options={(list.data?.legal ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

export function InstrumentSelect(props: SelectProps<number>) {
  const list = useQuery({
    queryKey: ['instruments'],
    queryFn: () => api.get<AdminInstrument[]>('/admin/instruments'),
  });
  return (
    <Select<number>
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={list.isLoading}
      options={(list.data ?? []).map((i) => ({ value: i.id, label: i.symbol }))}
    />
  );
}

/** A date and time typed in UTC (`2026-12-01T08:00`); the form converts it on sending. */
export function UtcField(props: { name: string; label: MessageKey; required?: boolean }) {
  const t = useT();
  return (
    <Form.Item
      name={props.name}
      label={`${t(props.label)} (UTC)`}
      rules={props.required === false ? [] : [{ required: true, message: t('cfg.required') }]}
    >
      <Input type="datetime-local" step={60} />
    </Form.Item>
  );
}

/** Why the operator creates it: kept in the audit log. */
export function ReasonField() {
  const t = useT();
  return (
    <Form.Item name="reason" label={t('products.reasonOptional')}>
      <Input.TextArea rows={2} maxLength={500} showCount />
    </Form.Item>
  );
}
