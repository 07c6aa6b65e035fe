/**
 * Binding (or changing) the mobile number or email in a bottom sheet: the new address, a
 * code sent to it (scene `bind`), then POST /safe/mobile or /safe/email. The mobile's
 * dial code comes from the region list in a side sheet.
 */
import { useState, type FormEvent } from 'react';
import { Popup, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { ContactKind, UserInfo } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { bindEmail, bindMobile, sendCode } from '../../account/api.ts';
import { checkBindEmail, checkBindMobile, contactError } from '../../account/forms.ts';
import { regionsQuery } from '../../account/queries.ts';
import { saveRegion, type RegionChoice } from '../../account/region.ts';
import { useRegion } from '../../account/useRegion.ts';
import type { FieldErrors } from '../../account/validation.ts';
import { AreaCodeButton, SubmitButton } from '../../account/components/AuthLayout.tsx';
import { CodeInput } from '../../account/components/CodeInput.tsx';
import { FormInput } from '../../account/components/FormInput.tsx';
import { RegionList } from '../../account/components/RegionList.tsx';
import { SecurityCodeInput } from './SecurityCodeInput.tsx';
import { useSession } from '../../../store/session.ts';
import styles from './Sheet.module.css';

interface BindProps {
  user: UserInfo;
  onClose: () => void;
  onBound: () => Promise<unknown>;
}

export function BindPopup({ kind, ...props }: BindProps & { kind: ContactKind | null }) {
  return (
    <Popup
      visible={kind !== null}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {kind && <BindForm kind={kind} {...props} />}
    </Popup>
  );
}

function BindForm({ kind, user, onClose, onBound }: BindProps & { kind: ContactKind }) {
  const { t } = useTranslation('settings');
  const lang = useSession((s) => s.lang);
  const guessed = useRegion();
  const [picked, setPicked] = useState<RegionChoice | null>(null);
  const [choosing, setChoosing] = useState(false);
  const { data: regions } = useQuery({ ...regionsQuery(lang), enabled: choosing });
  const region = picked ?? guessed;
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [oldCode, setOldCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const isEmail = kind === 'email';
  const replacing = (isEmail ? user.email : user.mobile) !== null;

  const send = async () => {
    const problem = contactError(kind, address, t, kind);
    setErrors((e) => ({ ...e, [kind]: problem }));
    if (problem) throw new Error(problem);
    await sendCode({
      kind,
      user_string: address.trim(),
      scene: 'bind',
      area_code: region?.area_code,
      area_code_id: region?.id,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const old_code = replacing ? oldCode : undefined;
    const checked = isEmail
      ? checkBindEmail({ email: address, code, old_code }, replacing, t)
      : checkBindMobile(
          { mobile: address, code, old_code, area_code: region?.area_code },
          replacing,
          t,
        );
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      if (isEmail) await bindEmail({ email: address.trim(), code, old_code });
      else
        await bindMobile({ mobile: address.trim(), code, old_code, area_code: region?.area_code });
      await onBound();
      Toast.show({ icon: 'success', content: t('server:success.bound') });
      onClose();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.header}>
        <h3 className={styles.title}>
          {t(isEmail ? 'security.bindEmail' : 'security.bindMobile')}
        </h3>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('common:actions.cancel')}
        </button>
      </div>
      <p className={styles.note}>
        {t(isEmail ? 'security.bindEmailNote' : 'security.bindMobileNote')}
        {replacing && ` ${t('security.replaceNote')}`}
      </p>
      <FormInput
        label={t(isEmail ? 'account:fields.email' : 'account:fields.mobile')}
        placeholder={t(isEmail ? 'account:placeholders.email' : 'account:placeholders.mobile')}
        type={isEmail ? 'email' : 'tel'}
        inputMode={isEmail ? 'email' : 'tel'}
        autoCapitalize="none"
        value={address}
        onChange={(v) => {
          setAddress(isEmail ? v : v.replace(/\D/g, ''));
          setErrors((e) => ({ ...e, [kind]: undefined }));
        }}
        error={errors[kind]}
        prefix={
          isEmail ? undefined : (
            <AreaCodeButton areaCode={region?.area_code} onClick={() => setChoosing(true)} />
          )
        }
      />
      <CodeInput
        label={t('account:fields.code')}
        placeholder={t(isEmail ? 'account:placeholders.emailCode' : 'account:placeholders.smsCode')}
        value={code}
        onChange={(v) => {
          setCode(v);
          setErrors((e) => ({ ...e, code: undefined }));
        }}
        error={errors.code}
        onSend={send}
      />
      {replacing && (
        <SecurityCodeInput
          user={user}
          label={t('server:fields.old_code')}
          value={oldCode}
          onChange={(v) => {
            setOldCode(v);
            setErrors((e) => ({ ...e, old_code: undefined }));
          }}
          error={errors.old_code}
        />
      )}
      <SubmitButton loading={busy}>{t('common:actions.confirm')}</SubmitButton>

      <Popup
        visible={choosing}
        position="right"
        onClose={() => setChoosing(false)}
        bodyStyle={{ width: '100vw', background: 'var(--bg)', overflowY: 'auto' }}
      >
        <div className={styles.header} style={{ padding: '12px 16px' }}>
          <h3 className={styles.title}>{t('account:area.title')}</h3>
          <button type="button" className={styles.close} onClick={() => setChoosing(false)}>
            {t('common:actions.cancel')}
          </button>
        </div>
        {regions && (
          <RegionList
            regions={regions}
            selectedId={region?.id}
            stickyTop={0}
            onPick={(r) => {
              saveRegion(r);
              setPicked(r);
              setChoosing(false);
            }}
          />
        )}
      </Popup>
    </form>
  );
}
