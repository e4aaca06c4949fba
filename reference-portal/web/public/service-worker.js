// Network-first for pages so a deploy is seen at once; the hashed assets are immutable and cached.
const CACHE = 'playport-assets-v1';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/assets/'))
    return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(event.request);
      if (hit) return hit;
      const response = await fetch(event.request);
      if (response.ok) cache.put(event.request, response.clone());
      return response;
    }),
  );
});

// Web push (see the server's push command): the payload is JSON { title, body, url, game }.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'Playport', {
      body: message.body || '',
      icon: '/icon.svg',
      tag: message.game || undefined,
      data: { url },
    }),
  );
});

// A click focuses a portal tab already showing the URL, or opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
