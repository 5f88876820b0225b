/* global self */
// Web Push in the service worker (docs/decisions/021-web-push.md), loaded into the Workbox worker
// with `importScripts` (vite.config.ts `serviceWorker`). It shows the server's pushes, opens
// their page on a click, and renews a subscription the browser replaced. Like the rest of the
// worker it caches nothing: the requests below go to the network, and /api/ is never stored.
(function () {
  var ICON = '/icons/icon-192.png';
  var FALLBACK_PATH = '/notifications';
  var origin = self.location.origin;

  // A push names a path of this site; anything else (another origin, nonsense) opens the notifications page.
  function sameOriginUrl(value) {
    try {
      var url = new URL(typeof value === 'string' && value ? value : FALLBACK_PATH, origin);
      if (url.origin === origin) return url.href;
    } catch {
      // not a URL: the fallback below
    }
    return origin + FALLBACK_PATH;
  }

  // `{ title, body, url, tag }` (apps/server push.text.ts); the tag makes a newer push of the same notification replace the shown one.
  self.addEventListener('push', function (event) {
    var data = {};
    try {
      data = event.data ? event.data.json() : {};
    } catch {
      data = {};
    }
    var title = typeof data.title === 'string' && data.title ? data.title : 'Garaj';
    var options = {
      body: typeof data.body === 'string' ? data.body : '',
      icon: ICON,
      badge: ICON,
      data: { url: sameOriginUrl(data.url) },
    };
    if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
    event.waitUntil(self.registration.showNotification(title, options));
  });

  // A click focuses an open Garaj tab and takes it to the push's page, else opens one there.
  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var url = sameOriginUrl(event.notification.data && event.notification.data.url);
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        var open = windows.find(function (client) {
          return new URL(client.url).origin === origin;
        });
        if (!open) return self.clients.openWindow(url);
        return open.focus().then(function (focused) {
          // Only a tab this worker controls can be navigated; another one gets a new tab.
          return focused.navigate(url).catch(function () {
            return self.clients.openWindow(url);
          });
        });
      }),
    );
  });

  function base64UrlToBytes(value) {
    var base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    while (base64.length % 4) base64 += '=';
    var binary = atob(base64);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  function sendJson(method, body) {
    return fetch('/api/push/subscriptions', {
      method: method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  }

  // The browser replaced the subscription (expired, keys rotated): subscribe again with the
  // server's key if it did not, store the new one for the member signed in here, forget the old.
  self.addEventListener('pushsubscriptionchange', function (event) {
    var old = event.oldSubscription;
    var renewed = event.newSubscription
      ? Promise.resolve(event.newSubscription)
      : fetch('/api/push/public-key', { credentials: 'same-origin' })
          .then(function (response) {
            if (!response.ok) throw new Error('no public key');
            return response.json();
          })
          .then(function (key) {
            return self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key.publicKey) });
          });
    event.waitUntil(
      renewed
        .then(function (subscription) {
          return sendJson('POST', subscription.toJSON()).then(function () {
            if (old && old.endpoint !== subscription.endpoint) return sendJson('DELETE', { endpoint: old.endpoint });
            return undefined;
          });
        })
        .catch(function () {
          // Signed out, or offline: the profile's push card subscribes again when the member turns it on.
        }),
    );
  });
})();
