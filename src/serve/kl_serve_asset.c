/* kl_serve_asset.c - the style sheet and script of klopf serve
 * (kl_serve_asset.h).  Neither holds a text people read. */
#include "kl_serve_asset.h"

static const char style[] =
	":root{color-scheme:light dark;--fg:#111;--bg:#fff;--mute:#666;"
	"--line:#ddd;--red:#c00;--accent:#1f5fa8}\n"
	"@media (prefers-color-scheme:dark){:root{--fg:#eee;--bg:#111;"
	"--mute:#aaa;--line:#444;--red:#f66;--accent:#8bb8ff}}\n"
	"html{font-size:clamp(16px,0.9vw + 12px,40px)}\n"
	"body{margin:0;font-family:system-ui,sans-serif;color:var(--fg);"
	"background:var(--bg);line-height:1.35}\n"
	"nav{display:flex;flex-wrap:wrap;gap:.4em 1em;padding:.5em .75em;"
	"border-bottom:1px solid var(--line)}\n"
	"nav .lang{margin-left:auto}\n"
	"a{color:var(--accent)}\n"
	"main{max-width:60em;margin:0 auto;padding:.5em .75em 2em}\n"
	"h1{font-size:1.3em;margin:.4em 0}\n"
	"h2{font-size:1.1em;margin:1.2em 0 .4em}\n"
	"p{margin:.3em 0}\n"
	".mute{color:var(--mute)}\n"
	".facts{display:flex;flex-wrap:wrap;gap:.2em 1.2em}\n"
	".wide{overflow-x:auto}\n"
	"table{border-collapse:collapse;width:100%}\n"
	"th,td{padding:.25em .4em;border-bottom:1px solid var(--line);"
	"text-align:left;vertical-align:top}\n"
	"th{font-weight:600}\n"
	"td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}\n"
	"tr.out td{color:var(--mute)}\n"
	"tr.deal td:first-child::after{content:\" \\2660\";"
	"color:var(--accent)}\n"
	"tr.who td{border-bottom:none;padding-bottom:0}\n"
	"tr.hand td{padding-left:1em}\n"
	".red{color:var(--red)}\n"
	".meld{display:inline-block;margin:0 .4em .2em 0;padding:0 .25em;"
	"border:1px solid var(--line);border-radius:.25em;"
	"white-space:nowrap}\n"
	"svg.chart{width:100%;height:auto;max-height:80vh;"
	"background:#fff;border-radius:.25em}\n"
	"ol.tables{padding-left:1.4em}\n"
	"form.entry fieldset{border:1px solid var(--line);"
	"border-radius:.25em;margin:0 0 .8em}\n"
	"form.entry label{display:block;margin:.3em 0 .1em}\n"
	"form.entry input[type=text]{width:100%;box-sizing:border-box;"
	"font:inherit;padding:.3em}\n"
	"form.entry button{font:inherit;padding:.4em 1em;margin:.2em 0}\n"
	"p.refused{border-left:.3em solid #c33;padding-left:.5em}\n"
	"p.booked{border-left:.3em solid #3a3;padding-left:.5em}\n";

static const char script[] =
	"'use strict';\n"
	"(function () {\n"
	"  if (!window.EventSource || !window.fetch || !window.DOMParser)\n"
	"    return;\n"
	"  /* an entry page keeps what is typed: no refresh under it */\n"
	"  if (document.querySelector('form.entry'))\n"
	"    return;\n"
	"  var busy = false, again = false;\n"
	"  function refresh() {\n"
	"    if (busy) { again = true; return; }\n"
	"    busy = true;\n"
	"    fetch(location.href, { cache: 'no-store' }).then(function (r) {\n"
	"      return r.ok ? r.text() : null;\n"
	"    }).then(function (text) {\n"
	"      if (text === null) return;\n"
	"      var doc = new DOMParser().parseFromString(text, 'text/html');\n"
	"      var fresh = doc.querySelector('main');\n"
	"      var old = document.querySelector('main');\n"
	"      if (fresh && old) {\n"
	"        old.replaceWith(document.adoptNode(fresh));\n"
	"        document.title = doc.title;\n"
	"      }\n"
	"    }).catch(function () {}).then(function () {\n"
	"      busy = false;\n"
	"      if (again) { again = false; refresh(); }\n"
	"    });\n"
	"  }\n"
	"  var events = new EventSource('/events');\n"
	"  events.addEventListener('change', refresh);\n"
	"})();\n";

static const kl_serve_asset style_asset = {
	.text = style,
	.len = sizeof(style) - 1,
	.type = "text/css; charset=utf-8",
};

static const kl_serve_asset script_asset = {
	.text = script,
	.len = sizeof(script) - 1,
	.type = "text/javascript; charset=utf-8",
};

const kl_serve_asset *
kl_serve_style(void)
{
	return &style_asset;
}

const kl_serve_asset *
kl_serve_script(void)
{
	return &script_asset;
}
