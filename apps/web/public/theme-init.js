/* global window, document */
// Runs in <head> before first paint (no inline scripts: the CSP forbids 'unsafe-inline').
// Mirrors src/lib/theme.ts: the `theme` cookie (the server reads it too and already renders
// `class="dark"` for a dark choice), else the older localStorage entry; values light | dark |
// system. `system` can only be resolved here, in the browser (prefers-color-scheme).
(function () {
  var root = document.documentElement;
  var theme = 'system';
  var valid = function (value) {
    return value === 'light' || value === 'dark' || value === 'system';
  };
  var cookie = /(?:^|;\s*)theme=([^;]*)/.exec(document.cookie);
  if (cookie && valid(cookie[1])) {
    theme = cookie[1];
  } else {
    try {
      var stored = window.localStorage.getItem('theme');
      if (valid(stored)) theme = stored;
    } catch {
      // Storage unavailable (privacy mode): follow the system.
    }
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' &&
      !!window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
