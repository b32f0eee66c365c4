/**
 * The widget's styles. They are adopted by the shadow root as a constructable
 * stylesheet, which a Content-Security-Policy without 'unsafe-inline' does not
 * block (a <style> element would be); browsers without adoptedStyleSheets get
 * a <style> element instead. Theme values arrive as CSS custom properties set
 * through the CSSOM on the host element.
 */
const CSS = `
:host{all:initial}
.r{--accent:#2f5bd3;--on-accent:#fff;--bg:#fff;--fg:#1d2330;--muted:#566070;--line:#d5dae3;--soft:#f2f4f8;--radius:14px;--font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--shadow:0 12px 40px rgba(16,24,40,.22);font:15px/1.45 var(--font);color:var(--fg);-webkit-font-smoothing:antialiased}
.r.dark{--bg:#1b1f27;--fg:#eef1f6;--muted:#aab3c2;--line:#3a414e;--soft:#262b35}
@media (prefers-color-scheme:dark){.r.auto{--bg:#1b1f27;--fg:#eef1f6;--muted:#aab3c2;--line:#3a414e;--soft:#262b35}}
*,*::before,*::after{box-sizing:border-box}
button,input,textarea,select{font:inherit;color:inherit}
button{cursor:pointer}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.panel[hidden]{display:none}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.launcher{position:fixed;z-index:2147483000;bottom:20px;right:20px;display:flex;align-items:center;gap:8px;min-height:52px;padding:0 18px 0 14px;border:0;border-radius:26px;background:var(--accent);color:var(--on-accent);box-shadow:var(--shadow);font-weight:600;transition:transform .15s}
.launcher:hover{transform:translateY(-1px)}
.left .launcher{right:auto;left:20px}
.launcher.icon{padding:0;width:56px;justify-content:center}
.launcher svg{width:24px;height:24px;flex:none}
.dot{width:10px;height:10px;border-radius:50%;background:#d92d20;border:2px solid var(--on-accent)}
.panel{position:fixed;z-index:2147483001;bottom:84px;right:20px;width:min(400px,calc(100vw - 24px));height:min(620px,calc(100vh - 104px));display:flex;flex-direction:column;background:var(--bg);border:1px solid var(--line);border-radius:var(--radius);box-shadow:var(--shadow);overflow:hidden;animation:rise .18s ease-out}
.left .panel{right:auto;left:20px}
.touring .panel{z-index:2147483004;top:0;bottom:0;right:0;width:min(400px,100vw);height:auto;border-radius:0;border-width:0 0 0 1px;animation:none}
.left.touring .panel{left:0;right:auto;border-width:0 1px 0 0}
.touring.open .player{right:min(400px,100vw)}
.left.touring.open .player{right:0;left:min(400px,100vw)}
@keyframes rise{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
.head{display:flex;align-items:center;gap:10px;padding:12px 12px 12px 16px;background:var(--accent);color:var(--on-accent)}
.head h2{flex:1;margin:0;font-size:16px;font-weight:650;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.x{display:grid;place-items:center;width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:inherit;font-size:22px;line-height:1}
.x:hover{background:rgba(127,127,127,.2)}
.log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:12px;overscroll-behavior:contain}
.msg{max-width:88%;padding:10px 13px;border-radius:calc(var(--radius) - 2px);background:var(--soft);overflow-wrap:anywhere}
.msg.user{align-self:flex-end;background:var(--accent);color:var(--on-accent);white-space:pre-wrap}
.msg p,.msg ul,.msg ol,.msg pre,.msg blockquote,.card p{margin:0 0 8px}
.msg>:last-child,.msg .md>:last-child{margin-bottom:0}
.msg ul,.msg ol{padding-left:20px}
.msg pre{white-space:pre-wrap;font:13px/1.4 ui-monospace,monospace}
.msg code{font:13px ui-monospace,monospace;background:rgba(127,127,127,.15);padding:1px 4px;border-radius:4px}
.msg blockquote{border-left:3px solid var(--line);padding-left:10px;color:var(--muted)}
.msg h3{margin:0 0 6px;font-size:15px}
.msg a,.card a{color:inherit;text-decoration:underline}
.sources{margin-top:8px;padding-top:8px;border-top:1px solid var(--line);font-size:13px}
.sources h3{margin:0 0 4px;font-size:12px;font-weight:600;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
.sources ol{margin:0;padding-left:18px}
.err{font-size:13px;color:#b42318;margin-top:6px}
.dark .err{color:#fda29b}
.typing{display:inline-flex;gap:4px;padding:4px 0}
.typing i{width:7px;height:7px;border-radius:50%;background:var(--muted);animation:blink 1.2s infinite}
.typing i:nth-child(2){animation-delay:.2s}.typing i:nth-child(3){animation-delay:.4s}
@keyframes blink{0%,80%,100%{opacity:.3}40%{opacity:1}}
.card{align-self:stretch;border:1px solid var(--line);border-radius:calc(var(--radius) - 2px);padding:12px;background:var(--bg)}
.card h3{margin:0 0 6px;font-size:15px}
.card img{display:block;max-width:100%;border-radius:8px;margin-bottom:8px}
.row{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px}
.btn{min-height:40px;padding:8px 14px;border-radius:10px;border:1px solid var(--accent);background:var(--accent);color:var(--on-accent);font-weight:600}
.btn.ghost{background:transparent;color:var(--fg);border-color:var(--line)}
.btn:disabled,.chip:disabled{opacity:.6;cursor:default}
.chip{min-height:36px;padding:6px 12px;border-radius:18px;border:1px solid var(--accent);background:transparent;color:var(--fg)}
.slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;margin-top:8px}
.slots .chip{border-radius:10px;text-align:left}
.muted{color:var(--muted);font-size:13px}
.field{display:flex;flex-direction:column;gap:4px;margin-top:8px;font-size:13px;font-weight:600}
.field input{min-height:40px;padding:8px 10px;border:1px solid var(--muted);border-radius:8px;background:var(--bg);font-weight:400}
.ok{color:#067647;font-weight:600}
.dark .ok{color:#75e0a7}
.notice{margin:0 16px 8px;padding:8px 10px;border-radius:8px;background:#fef3f2;color:#912018;font-size:13px}
.composer{display:flex;align-items:flex-end;gap:8px;padding:10px 12px;border-top:1px solid var(--line)}
.composer textarea{flex:1;resize:none;min-height:42px;max-height:120px;padding:10px 12px;border:1px solid var(--muted);border-radius:10px;background:var(--bg);line-height:1.35}
.send{width:42px;height:42px;border:0;border-radius:10px;background:var(--accent);color:var(--on-accent);display:grid;place-items:center}
.send svg{width:20px;height:20px}
.offer{position:fixed;z-index:2147483002;background:var(--bg);color:var(--fg);box-shadow:var(--shadow);border:1px solid var(--line)}
.offer.toast{bottom:84px;right:20px;width:min(360px,calc(100vw - 24px));border-radius:var(--radius);padding:16px;animation:rise .2s ease-out}
.left .offer.toast{right:auto;left:20px}
.offer.banner{top:0;left:0;right:0;display:flex;flex-wrap:wrap;align-items:center;gap:10px 16px;padding:10px 56px 10px 16px;border-width:0 0 1px}
.offer.banner .row{margin:0}
.offer.interstitial{top:50%;left:50%;transform:translate(-50%,-50%);width:min(480px,calc(100vw - 24px));max-height:calc(100vh - 24px);overflow:auto;border-radius:var(--radius);padding:24px}
.offer h2{margin:0 24px 6px 0;font-size:17px}
.offer p{margin:0}
.offer img{display:block;max-width:100%;border-radius:8px;margin-bottom:10px}
.offer>.x{position:absolute;top:6px;right:6px}
.backdrop{position:fixed;inset:0;z-index:2147483002;background:rgba(10,14,22,.55)}
.player{position:fixed;inset:0;z-index:2147483003;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:12px;background:rgba(10,14,22,.82);color:#fff}
.player.spot{background:transparent;justify-content:flex-start}
.ptop{display:flex;align-items:center;gap:8px;width:min(960px,100%);color:#fff}
.spot .ptop{padding:6px 8px 6px 14px;border-radius:12px;background:rgba(10,14,22,.9)}
.ptop h2{flex:1;margin:0;font-size:16px;font-weight:600}
.ptop .x{color:#fff}
.ptop .btn.ghost{color:#fff;border-color:rgba(255,255,255,.7);min-height:36px;padding:4px 12px}
.stage{position:relative;line-height:0;overflow:hidden;border-radius:10px}
.stage img,.stage video{display:block;width:100%;height:auto;border-radius:10px;background:#fff}
.region{position:absolute;border:3px solid #ffd23f;border-radius:8px;box-shadow:0 0 0 9999px rgba(10,14,22,.4);pointer-events:none}
.ring{position:fixed;border:3px solid #ffd23f;border-radius:8px;box-shadow:0 0 0 9999px rgba(10,14,22,.6);pointer-events:none;z-index:-1}
.step{position:relative;width:min(520px,100%);padding:16px;border-radius:var(--radius);background:var(--bg);color:var(--fg);box-shadow:var(--shadow)}
.step.center{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);width:min(440px,calc(100% - 24px));line-height:1.45}
.step h3{margin:0 0 6px;font-size:16px}
.step p{margin:0;white-space:pre-wrap}
.step .row{justify-content:space-between;align-items:center}
.count{font-size:13px;color:var(--muted)}
@media (max-width:480px){.panel,.left .panel,.touring .panel{inset:0;width:auto;height:auto;border:0;border-radius:0}.open .launcher,.touring.open .player{display:none}.launcher{bottom:12px;right:12px}.left .launcher{left:12px}.offer.toast{right:12px;left:12px;width:auto}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`;

/** Puts the styles into a shadow root in a way a strict Content-Security-Policy allows. */
export function adoptStyles(root: ShadowRoot): void {
  if (
    'adoptedStyleSheets' in Document.prototype &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  root.appendChild(style);
}

/** Black or white, whichever reads better on the accent colour (WCAG relative luminance). */
export function textOn(hex: string): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#fff';
  const n = Number.parseInt(m[1]!, 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#111' : '#fff';
}
