/** Copies text and says so ("copy success", spec 8); falls back for old WebViews. */
import { Toast } from 'antd-mobile';
import i18n from '../../i18n/index.ts';

export async function copyText(text: string): Promise<boolean> {
  let copied: boolean;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    area.remove();
  }
  Toast.show(
    copied ? { icon: 'success', content: i18n.t('server:success.copy') } : { content: text },
  );
  return copied;
}

/** `de***@bourse.dev`, `138****5678`: enough to recognise a contact on screen. */
export function maskContact(value: string): string {
  const at = value.indexOf('@');
  if (at >= 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  if (value.length >= 8) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  return `${value.slice(0, 2)}***${value.slice(-2)}`;
}
