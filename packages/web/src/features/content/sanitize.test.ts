import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h3>Title</h3><p>One <strong>two</strong> <em>three</em><br>four</p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops every attribute of allowed tags', () => {
    expect(sanitizeHtml('<p class="x" style="color:red" onclick="alert(1)">hi</p>')).toBe(
      '<p>hi</p>',
    );
    expect(sanitizeHtml('<strong id="s" onmouseover="x()">b</strong>')).toBe('<strong>b</strong>');
  });

  it('removes scripts, styles and embeds with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
    expect(
      sanitizeHtml('<iframe src="https://evil.example"></iframe><object data="x"></object>ok'),
    ).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('');
    expect(sanitizeHtml('<template><p>hidden</p></template><noscript>n</noscript>')).toBe('');
    expect(sanitizeHtml('<form action="/x"><input value="v"><button>go</button></form>')).toBe('');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<div><span>hello</span> <h1>world</h1></div>')).toBe('hello world');
    expect(sanitizeHtml('<table><tr><td>cell</td></tr></table>')).toBe('cell');
  });

  it('drops images, whose src could beacon or run onerror', () => {
    expect(sanitizeHtml('<p><img src=x onerror="alert(1)">text</p>')).toBe('<p>text</p>');
  });

  it('renames b and i to strong and em', () => {
    expect(sanitizeHtml('<b>bold</b><i>it</i>')).toBe('<strong>bold</strong><em>it</em>');
  });

  it('keeps http, https and hash links, opening outside links in a new tab', () => {
    expect(sanitizeHtml('<a href="https://bourse.example/x?a=1&amp;b=2" title="t">go</a>')).toBe(
      '<a href="https://bourse.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">go</a>',
    );
    expect(sanitizeHtml('<a href="http://a.example">a</a>')).toContain('href="http://a.example"');
    expect(sanitizeHtml('<a href="#/pages/common/faq">faq</a>')).toBe(
      '<a href="#/pages/common/faq">faq</a>',
    );
  });

  it('unwraps links with any other scheme', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="/relative">x</a>')).toBe('x');
    expect(sanitizeHtml('<a>no href</a>')).toBe('no href');
  });

  it('escapes text and attribute values', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; 3 &gt; 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeHtml('plain <text>')).toBe('plain ');
    expect(sanitizeHtml('<a href=\'https://x.example/"onmouseover="a\'>q</a>')).toContain(
      'href="https://x.example/&quot;onmouseover=&quot;a"',
    );
  });

  it('drops comments and survives broken markup', () => {
    expect(sanitizeHtml('<!-- secret --><p>open')).toBe('<p>open</p>');
    expect(sanitizeHtml('<p><strong>unclosed</p>')).toBe('<p><strong>unclosed</strong></p>');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://a.example', true],
    ['HTTP://a.example/path', true],
    ['#/pages/index/index', true],
    ['#', true],
    ['javascript:void(0)', false],
    ['vbscript:x', false],
    ['//evil.example', false],
    ['mailto:a@b.c', false],
    ['https://a.example/with space', false],
  ])('%s -> %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
