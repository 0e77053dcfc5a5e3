import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeRichText } from '../src/services/sanitize.js';

// The server's clean-up of rich text on write. The browser sanitises again with DOMPurify; this makes
// sure the database itself never holds anything that could run.

describe('sanitizeRichText', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>제목</h2><p><b>굵게</b> <i>기울임</i> <strong>강조</strong> <em>강조</em><br></p><ul><li>하나</li></ul><ol><li>둘</li></ol><p><a href="https://cdmnet.kr/a?b=1&amp;c=2">링크</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script>안녕', '안녕'],
    ['<SCRIPT type="text/javascript">alert(1)</SCRIPT>안녕', '안녕'],
    ['<scr<script>x</script>ipt>alert(1)</script>', ''],
    ['안녕<script>alert(1)', '안녕'],
    ['<style>body{display:none}</style>본문', '본문'],
    ['<iframe src="https://evil.example"></iframe>본문', '본문'],
    ['<svg><script>alert(1)</script></svg>본문', '본문'],
    ['<img src=x onerror=alert(1)>사진', '사진'],
    ['<p onclick="alert(1)" style="color:red">문단</p>', '<p>문단</p>'],
    ['<p/onmouseover=alert(1)>문단</p>', '<p>문단</p>'],
    ['<!-- <script>alert(1)</script> -->본문', '본문'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    [
      '<a href="https://cdmnet.kr" onclick="alert(1)" target="_self">x</a>',
      '<a href="https://cdmnet.kr">x</a>',
    ],
    ['<a title="a>b" onclick="alert(1)">x</a>', '<a>x</a>'],
    ['<p>1 < 2 > 0</p>', '<p>1 &lt; 2 &gt; 0</p>'],
    ['<div><span>그대로</span></div>', '<div><span>그대로</span></div>'],
    ['<form action="/x"><input name="a"><button>보내기</button></form>', '보내기'],
  ])('cleans %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('never lets a tag it did not rebuild through: every "<" left is one of the allowed tags', () => {
    const hostile = [
      '<<script>script>alert(1)<</script>/script>',
      '<a href="x"<img src=x onerror=alert(1)>>',
      '<div <img src=x onerror=alert(1)>>',
      '"><img src=x onerror=alert(1)>',
      "<a href='javascript:alert(1)'>x</a>",
    ];
    for (const input of hostile) {
      const out = sanitizeRichText(input);
      expect(out).not.toMatch(
        /<(?!\/?(?:p|br|div|span|strong|b|em|i|u|s|h2|h3|h4|ul|ol|li|a|blockquote|code|pre|hr)\b)/i,
      );
      expect(out).not.toMatch(/\son\w+\s*=/i);
      expect(out).not.toMatch(/javascript:/i);
    }
  });
});

describe('safeUrl', () => {
  it.each([
    'https://cdmnet.kr',
    'http://10.0.0.1:8080/x',
    'mailto:help@cdmnet.kr',
    '/announcement/3',
    '#top',
    'guide.pdf',
  ])('allows %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', ' javascript:alert(1)'])(
    'refuses %s',
    (url) => {
      expect(safeUrl(url)).toBeUndefined();
    },
  );
});
