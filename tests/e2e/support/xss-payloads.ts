// Hostile strings for every place scraped data reaches the page: markup, event handlers, script and
// data URLs, broken-out attributes, template and CSS tricks. Each that ran would set window.__xss or
// open a dialog; each that navigated would leave the app's origin.

export const XSS_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '"><img src=x onerror=window.__xss=1>',
  "'><script>alert(1)</script>",
  '<iframe src="javascript:window.parent.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  'javascript:window.__xss=1',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example/"><button>go</button></form>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<link rel="import" href="https://evil.example/x.html">',
  '<img src="https://evil.example/x.png" onload="window.__xss=1">',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '\u003cscript\u003ewindow.__xss=1\u003c/script\u003e',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '"onmouseover="window.__xss=1" x="',
  '</textarea><script>window.__xss=1</script>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
] as const;

export const HOSTILE_URLS = [
  'javascript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://x.example/"onerror="window.__xss=1',
  "https://x.example/'><script>window.__xss=1</script>",
  'vbscript:msgbox(1)',
  '//evil.example/x.jpg',
] as const;
