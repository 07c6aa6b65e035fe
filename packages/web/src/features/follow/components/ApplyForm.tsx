/**
 * Become a trader (`POST /follow/apply`): an optional picture (uploaded like the profile
 * avatar; it becomes the profile picture), a nickname, an introduction and the profit share
 * within the published range, checked with the server's own schema. An operator decides.
 */
import { useState } from 'react';
import { Button, ImageUploader, Slider, Toast } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../account/components/Avatar.tsx';
import { compressImage, uploadImage } from '../../account/upload.ts';
import { AVATAR_TYPES } from '../../settings/components/AvatarUploader.tsx';
import { useSession } from '../../../store/session.ts';
import { FOLLOW_KEYS, applyAsTrader } from '../api.ts';
import { applyProblems, sliderValue, type ApplyDraft, type ApplyField } from '../math.ts';
import styles from './Follow.module.css';

const INTRO_MAX = 300;

export function ApplyForm({
  range,
  initial,
  onSent,
}: {
  range: { min: string; max: string };
  initial?: Partial<ApplyDraft> | undefined;
  onSent?: () => void;
}) {
  const { t } = useTranslation('follow');
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const [draft, setDraft] = useState<ApplyDraft>({
    nickname: initial?.nickname ?? '',
    introduction: initial?.introduction ?? '',
    profit_share_percent: initial?.profit_share_percent ?? '10',
  });
  const [picture, setPicture] = useState('');
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<ApplyField, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const problems = applyProblems(draft);
  const set = (field: ApplyField, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const blur = (field: ApplyField) => () => setTouched((s) => ({ ...s, [field]: true }));
  const problem = (field: ApplyField, label: string) => {
    const p = problems[field];
    return p && touched[field] ? (
      <span className={styles.problem} role="alert">
        {t(p.key, { ...p.params, field: label })}
      </span>
    ) : null;
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const blob = await compressImage(file);
      const url = await uploadImage(blob, blob === file ? file.name : 'trader.jpg');
      setPicture(url);
      return { url };
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    setTouched({ nickname: true, introduction: true, profit_share_percent: true });
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const message = await applyAsTrader({
        nickname: draft.nickname.trim(),
        head_portrait: picture,
        introduction: draft.introduction.trim(),
        profit_share_percent: draft.profit_share_percent.trim(),
      });
      Toast.show({ content: message, icon: 'success' });
      await client.invalidateQueries({ queryKey: [FOLLOW_KEYS.mine] });
      onSent?.();
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const max = Number(range.max);
  return (
    <>
      <div className={styles.section}>
        <h3>{t('apply.profile')}</h3>
        <div className={styles.rows}>
          <div className={styles.picker}>
            <ImageUploader
              value={[]}
              maxCount={1}
              accept={AVATAR_TYPES}
              upload={upload}
              showFailed={false}
              preview={false}
              disableUpload={uploading}
            >
              <span
                role="button"
                aria-label={t('apply.picture')}
                style={{ position: 'relative', display: 'block' }}
              >
                <Avatar
                  src={picture || user?.head_portrait}
                  name={draft.nickname || user?.nickname}
                  size={64}
                />
                <span
                  style={{
                    position: 'absolute',
                    right: -2,
                    bottom: -2,
                    display: 'flex',
                    width: 24,
                    height: 24,
                    alignItems: 'center',
                    justifyContent: 'center',
                    border: '2px solid var(--surface)',
                    borderRadius: '50%',
                    background: 'var(--brand)',
                    color: '#15171c',
                    fontSize: 13,
                  }}
                >
                  <CameraOutline />
                </span>
              </span>
            </ImageUploader>
            <span className={styles.hint}>
              {uploading
                ? t('apply.uploading')
                : picture
                  ? t('apply.pictureSet')
                  : t('apply.pictureHint')}
            </span>
          </div>
          <div className={styles.field}>
            <label htmlFor="apply-nickname">{t('apply.nickname')}</label>
            <div className={styles.input}>
              <input
                id="apply-nickname"
                value={draft.nickname}
                maxLength={20}
                placeholder={t('apply.nicknameHint')}
                onChange={(e) => set('nickname', e.target.value)}
                onBlur={blur('nickname')}
              />
            </div>
            {problem('nickname', t('apply.nickname'))}
          </div>
          <div className={styles.field}>
            <span className={styles.fieldLabel}>
              <label htmlFor="apply-intro">{t('apply.introduction')}</label>
              <small>
                {[...draft.introduction.trim()].length} / {INTRO_MAX}
              </small>
            </span>
            <div className={styles.input}>
              <textarea
                id="apply-intro"
                rows={4}
                maxLength={INTRO_MAX}
                value={draft.introduction}
                placeholder={t('apply.introductionHint')}
                onChange={(e) => set('introduction', e.target.value)}
                onBlur={blur('introduction')}
              />
            </div>
            {problem('introduction', t('apply.introduction'))}
          </div>
        </div>
      </div>
      <div className={styles.section}>
        <h3>
          {t('apply.share')}
          <small>{t('apply.range', { min: range.min, max: range.max })}</small>
        </h3>
        <div className={styles.rows}>
          <div className={styles.input}>
            <input
              aria-label={t('apply.share')}
              inputMode="decimal"
              value={draft.profit_share_percent}
              onChange={(e) => set('profit_share_percent', e.target.value)}
              onBlur={blur('profit_share_percent')}
            />
            <em>%</em>
          </div>
          <div className={styles.slider}>
            <Slider
              min={0}
              max={max}
              step={1}
              value={sliderValue(draft.profit_share_percent, range.max)}
              onChange={(v) => set('profit_share_percent', String(Array.isArray(v) ? v[1] : v))}
            />
          </div>
          {problem('profit_share_percent', t('apply.share'))}
          <p className={styles.note}>{t('apply.shareHint')}</p>
        </div>
      </div>
      <div className={styles.section}>
        <h3>{t('apply.rulesTitle')}</h3>
        <ul className={styles.summaryList} style={{ marginTop: 0 }}>
          <li>{t('apply.rule1')}</li>
          <li>{t('apply.rule2')}</li>
          <li>{t('apply.rule3')}</li>
        </ul>
      </div>
      <div className={styles.submit}>
        <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
          {t('apply.submit')}
        </Button>
      </div>
    </>
  );
}
