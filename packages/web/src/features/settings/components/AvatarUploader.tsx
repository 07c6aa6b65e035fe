/**
 * The avatar with a camera badge; a tap picks one image (spec 5: one image, original or
 * compressed), uploads it to /api/upload and saves the URL as the head portrait.
 */
import { useState } from 'react';
import { ImageUploader, SpinLoading, Toast } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../account/components/Avatar.tsx';
import { compressImage, uploadImage } from '../../account/upload.ts';

export const AVATAR_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export function AvatarUploader({
  src,
  name,
  onUploaded,
}: {
  src: string | undefined;
  name: string | undefined;
  onUploaded: (url: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  // The uploader keeps a finished task on screen until its value holds the URL; the avatar
  // itself shows the new picture, so a fresh uploader (new key) replaces the old one.
  const [round, setRound] = useState(0);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const blob = await compressImage(file);
      const url = await uploadImage(blob, blob === file ? file.name : 'avatar.jpg');
      await onUploaded(url);
      Toast.show({ icon: 'success', content: t('server:success.saved') });
      return { url };
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        padding: '20px 0 24px',
      }}
    >
      <ImageUploader
        key={round}
        value={[]}
        maxCount={1}
        accept={AVATAR_TYPES}
        upload={upload}
        onChange={() => setRound((r) => r + 1)}
        // A refused file is toasted (with the server's reason); the avatar stays tappable.
        showFailed={false}
        preview={false}
        showUpload
        disableUpload={busy}
      >
        <span
          style={{ position: 'relative', display: 'block' }}
          aria-label={t('profile.changeAvatar')}
          role="button"
        >
          <Avatar src={src} name={name} size={88} />
          <span
            style={{
              position: 'absolute',
              right: -2,
              bottom: -2,
              width: 30,
              height: 30,
              borderRadius: '50%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'var(--brand)',
              color: '#15171c',
              fontSize: 16,
              border: '3px solid var(--bg)',
            }}
          >
            {busy ? (
              <SpinLoading style={{ '--size': '14px', '--color': '#15171c' }} />
            ) : (
              <CameraOutline />
            )}
          </span>
        </span>
      </ImageUploader>
      <span style={{ marginTop: 12, fontSize: 13, color: 'var(--text-3)' }}>
        {t('profile.avatarHint')}
      </span>
    </div>
  );
}
