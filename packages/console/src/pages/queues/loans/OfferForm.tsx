/**
 * The finance desk's offer on a loan enquiry (`POST /admin/loans/enquiries/:id/offer`, the
 * fields of loanOfferBody). Amounts stay the decimal strings typed; the server values them
 * at the index and refuses a principal outside 500,000-10,000,000 USDT or a collateral
 * outside the initial risk level to 300% of the loan, in the operator's language.
 */
import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import {
  LOAN_CURRENCIES,
  LOAN_LIMITS,
  LOAN_STABLES,
  type LoanDeskEnquiry,
  type LoanEnquiryItem,
  type LoanOfferBody,
} from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT } from '../../../i18n/index.ts';

type OfferValues = Omit<LoanOfferBody, 'lang'>;

/** A plain positive decimal as the schema takes it (no sign, no exponent). */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

export function OfferForm({ enquiry, done }: { enquiry: LoanDeskEnquiry; done: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<OfferValues>();

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await api.post<LoanEnquiryItem>(`/admin/loans/enquiries/${enquiry.id}/offer`, {
        ...values,
        principal: values.principal.trim(),
        collateral_amount: values.collateral_amount.trim(),
        daily_percent: values.daily_percent.trim(),
      });
      message.success(t('loans.offered'));
      setOpen(false);
      done();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const decimalRules = [
    { required: true, whitespace: true, message: t('decision.required') },
    { pattern: PLAIN_DECIMAL, message: t('desks.decimal') },
  ];
  const coins = LOAN_CURRENCIES.map((c) => ({ value: c, label: c }));
  // A stablecoin loan is worth what was asked (the enquiry's amount is in USDT terms).
  const askedPrincipal = LOAN_STABLES.includes(enquiry.loan_currency) ? enquiry.amount : undefined;

  return (
    <>
      <Button type="primary" icon={<SendOutlined />} onClick={() => setOpen(true)}>
        {t('loans.makeOffer')}
      </Button>
      <Modal
        open={open}
        width={560}
        title={t('loans.offerTitle', { id: enquiry.id })}
        okText={t('loans.sendOffer')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: busy }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('loans.asked', {
            amount: enquiry.amount,
            collateral: enquiry.collateral_currency,
            currency: enquiry.loan_currency,
            days: enquiry.term_days,
          })}
        />
        <Form<OfferValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            loan_currency: enquiry.loan_currency,
            principal: askedPrincipal,
            collateral_currency: enquiry.collateral_currency,
            term_days: enquiry.term_days,
          }}
        >
          <Form.Item name="loan_currency" label={t('loans.loanCurrency')} required>
            <Select options={coins} />
          </Form.Item>
          <Form.Item
            name="principal"
            label={t('loans.principal')}
            extra={t('loans.principalHint', { min: LOAN_LIMITS.minUsdt, max: LOAN_LIMITS.maxUsdt })}
            rules={decimalRules}
          >
            <Input inputMode="decimal" className="console-mono" />
          </Form.Item>
          <Form.Item name="collateral_currency" label={t('loans.collateralCurrency')} required>
            <Select options={coins} />
          </Form.Item>
          <Form.Item
            name="collateral_amount"
            label={t('loans.collateralAmount')}
            extra={t('loans.collateralHint', { max: LOAN_LIMITS.maxInitialRiskPercent })}
            rules={decimalRules}
          >
            <Input inputMode="decimal" className="console-mono" />
          </Form.Item>
          <Form.Item
            name="daily_percent"
            label={t('loans.dailyPercent')}
            extra={t('loans.dailyHint', { max: LOAN_LIMITS.maxDailyPercent })}
            rules={decimalRules}
          >
            <Input inputMode="decimal" suffix="%" className="console-mono" />
          </Form.Item>
          <Form.Item
            name="term_days"
            label={t('loans.termDays')}
            rules={[{ required: true, message: t('decision.required') }]}
          >
            <InputNumber
              min={LOAN_LIMITS.minDays}
              max={LOAN_LIMITS.maxDays}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
