/* global window, document */
// Starts the app's scripts right after the first paint (see scriptsAfterFirstPaint in
// apps/web/vite.config.ts). Served as is: short comments, every byte is on the first load.
(function () {
  var boot = document.currentScript;
  if (!boot) return;
  var entry = boot.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var preload = (boot.getAttribute('data-preload') || '').split(' ');
    var meta = document.querySelector('meta[name="garaj-preload"]');
    if (meta) preload = preload.concat((meta.getAttribute('content') || '').split(' '));
    for (var i = 0; i < preload.length; i++) {
      if (preload[i]) add('link', { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href: preload[i] });
    }
    add('script', { type: 'module', crossorigin: '', src: entry });
  }
  // rAF runs just before the next paint, the timeout right after it; hidden tabs get no frames.
  if (typeof window.requestAnimationFrame === 'function') {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }
  window.setTimeout(start, 1000);
})();
