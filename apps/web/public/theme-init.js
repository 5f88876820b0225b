/* global window, document */
// Runs in <head> before first paint (no inline scripts: the CSP forbids 'unsafe-inline').
// Mirrors src/app/providers/theme-provider.tsx: key `theme`, values light | dark | system.
(function () {
  var root = document.documentElement;
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage unavailable (privacy mode): follow the system.
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' &&
      !!window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  try {
    var language = window.localStorage.getItem('language');
    if (language === 'tr' || language === 'en') root.lang = language;
  } catch {
    // ignore
  }
})();
