/**
 * Which addresses the web view page may frame: our own origin, or any https page.
 * Everything else (http elsewhere, javascript:, data:, file:, blob:) is refused, so a
 * crafted link cannot run script in our origin or show an unencrypted page as ours.
 */
export function allowedWebUrl(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim(), origin);
  } catch {
    return undefined;
  }
  if (url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:'))
    return url.href;
  if (url.protocol === 'https:' && url.username === '' && url.password === '') return url.href;
  return undefined;
}

/**
 * A public setting may hold a page address as a string, `{ page }` or `{ url }`
 * (app_download holds `{ page, android, ios }`).
 */
export function settingUrl(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const v = value as { page?: unknown; url?: unknown };
    if (typeof v.page === 'string') return v.page;
    if (typeof v.url === 'string') return v.url;
  }
  return undefined;
}
