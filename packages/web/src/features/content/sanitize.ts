/**
 * An allow-list HTML sanitizer for rich text from the server (DESIGN.md section 9: rich
 * text is sanitized before render). The server stores sanitized HTML too; this is the
 * second lock, so a bad row or a compromised editor still cannot run script here.
 *
 * The input is parsed by the browser's inert DOMParser (scripts never run there) and a
 * new string is printed from the tree: allowed tags without attributes, `a` with an
 * http(s) or in-page `#` href only, and all text escaped. Any other element is unwrapped
 * (its text kept), except those whose content is code or embedded media, which are
 * dropped whole.
 */

const ALLOWED = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br']);
/** Older editors write b/i; they mean strong/em. */
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'button',
  'input',
  'form',
  'head',
  'title',
  'link',
  'meta',
  'base',
  'video',
  'audio',
  'canvas',
  'applet',
]);
const VOID = new Set(['br']);

/** http(s) absolute URLs or an in-page / in-app hash link; nothing else (no javascript:, data:). */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) || /^#[^\s]*$/.test(value);
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function printNode(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.nodeValue ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  const raw = el.tagName.toLowerCase();
  if (DROPPED.has(raw)) return '';
  const children = Array.from(el.childNodes).map(printNode).join('');
  const tag = RENAMED[raw] ?? raw;
  if (!ALLOWED.has(tag)) return children;
  if (VOID.has(tag)) return `<${tag}>`;
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    if (!isSafeHref(href)) return children;
    const external = !href.trim().startsWith('#');
    const target = external ? ' target="_blank" rel="noopener noreferrer nofollow"' : '';
    return `<a href="${escapeAttr(href.trim())}"${target}>${children}</a>`;
  }
  return `<${tag}>${children}</${tag}>`;
}

/** Returns HTML safe to set as innerHTML: only the allow-listed tags and attributes. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return Array.from(doc.body.childNodes).map(printNode).join('');
}
