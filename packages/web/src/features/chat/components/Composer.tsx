/** The input bar: text (up to 1000 characters), send, and an image picker (one image a message). */
import { useRef, useState } from 'react';
import { DotLoading, Toast } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { CHAT_TEXT_MAX } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { compressImage, uploadImage } from '../../account/upload.ts';
import styles from './Chat.module.css';

/** Screenshots keep enough pixels to read an order id. */
const IMAGE_MAX_SIDE = 1600;

export function Composer({
  onSend,
}: {
  /** Resolves when the server took the message; rejects with the refusal. */
  onSend: (fields: { text: string; image?: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'text' | 'image' | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const send = async (fields: { text: string; image?: string }, kind: 'text' | 'image') => {
    setBusy(kind);
    try {
      await onSend(fields);
      if (kind === 'text') setText('');
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy('image');
    try {
      const image = await uploadImage(await compressImage(file, IMAGE_MAX_SIDE), file.name);
      await send({ text: '', image }, 'image');
    } catch {
      // uploadImage has shown why.
      setBusy(null);
    } finally {
      if (picker.current) picker.current.value = '';
    }
  };

  const trimmed = text.trim();
  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed && !busy) void send({ text: trimmed }, 'text');
      }}
    >
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        data-testid="chat-image-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('pickImage')}
        disabled={busy !== null}
        onClick={() => picker.current?.click()}
      >
        {busy === 'image' ? <DotLoading color="currentColor" /> : <PictureOutline />}
      </button>
      <textarea
        className={styles.input}
        rows={1}
        value={text}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('placeholder')}
        aria-label={t('placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <button type="submit" className={styles.send} disabled={!trimmed || busy !== null}>
        {busy === 'text' ? <DotLoading color="currentColor" /> : t('send')}
      </button>
    </form>
  );
}
