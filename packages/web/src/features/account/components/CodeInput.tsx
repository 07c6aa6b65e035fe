/**
 * The six-digit code input with its get-code button (spec 4: normal, then sent). The
 * button runs the codeButton state machine: a tap sends, success starts a 60 s countdown,
 * a refusal (toasted by the request function) lets the user try again at once.
 */
import { useEffect, useReducer } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { canSend, codeButtonLabel, codeButtonReducer, initialCodeButton } from '../codeButton.ts';
import { CODE_LENGTH } from '../validation.ts';
import { FormInput, type FormInputProps } from './FormInput.tsx';
import styles from './CodeInput.module.css';

export const TICK_MS = 1000;

/** `onSend` sends the code; it throws (after showing why) when the code cannot be sent. */
export function CodeButton({
  onSend,
  disabled,
}: {
  onSend: () => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('account');
  const [state, dispatch] = useReducer(codeButtonReducer, initialCodeButton);

  useEffect(() => {
    if (state.status !== 'sent') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), TICK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  const send = async () => {
    if (!canSend(state)) return;
    dispatch({ type: 'send' });
    try {
      const said = await onSend();
      dispatch({ type: 'sent' });
      // The server's own words when it has them: a recovery code's reply does not claim the
      // address has an account.
      Toast.show({
        content: typeof said === 'string' && said ? said : t('server:success.codeSent'),
      });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  const label = codeButtonLabel(state);
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void send()}
      disabled={disabled || !canSend(state)}
    >
      {t(label.key, label.params)}
    </button>
  );
}

export function CodeInput({
  onSend,
  ...props
}: Omit<FormInputProps, 'suffix' | 'maxLength'> & { onSend: () => Promise<unknown> }) {
  return (
    <FormInput
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      {...props}
      onChange={(v) => props.onChange(v.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      maxLength={CODE_LENGTH}
      suffix={<CodeButton onSend={onSend} />}
    />
  );
}
