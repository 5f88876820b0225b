/* global window, document */
// The offline page's script (features/pwa/components/offline-page.tsx; served as is and kept by
// the service worker): "Tekrar dene" loads the address asked for again, and so does the
// connection coming back.
(function () {
  function retry() {
    window.location.reload();
  }
  var button = document.querySelector('[data-offline-retry]');
  if (button) button.addEventListener('click', retry);
  window.addEventListener('online', retry);
})();
