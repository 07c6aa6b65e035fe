/**
 * The HTML the content endpoints answer. The original client renders it raw (client
 * contract 12), so whatever the stored text holds, only these tags leave, without
 * attributes except an http(s), mailto or in-app `href`; script and style blocks are dropped.
 */
const ALLOWED = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a']);
const safeHref = (url: string) =>
  /^(https?:\/\/|mailto:)[^\s"'<>]+$/i.test(url) || /^#?\/(?!\/)[^\s"'<>]*$/.test(url);

export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|<|>/g, (all, close: string, name, attrs) => {
      if (!name) return all === '<' ? '&lt;' : '&gt;';
      const tag = (name as string).toLowerCase();
      if (!ALLOWED.has(tag)) return '';
      if (close) return `</${tag}>`;
      if (tag !== 'a') return `<${tag}>`;
      const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attrs as string);
      const url = (href?.[1] ?? href?.[2] ?? '').trim();
      return safeHref(url) ? `<a href="${url}">` : '<a>';
    });
}
