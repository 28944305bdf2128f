/* Audience Console tracker: <script async src="https://console.example.com/t.js" data-domain="news.example.com"></script>
 * Sends the page view (with the page's og:* and other meta tags) and, through
 * window.acTrack(event, label, extra), tracked events to /api/v1/collect. Plain ES5, no build step. */
(function (w, d) {
  'use strict';
  if (w.acTrack) return;
  var script = d.currentScript || d.querySelector('script[src*="/t.js"]');
  var endpoint = script.src.replace(/\/t\.js([?#].*)?$/, '/api/v1/collect');
  var domain = script.getAttribute('data-domain') || location.hostname;
  var KEY = 'ac_vid';

  function randomId() {
    if (w.crypto && w.crypto.randomUUID) return w.crypto.randomUUID();
    var id = '';
    for (var i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
    return id;
  }

  // The site's own storage keeps the id when third-party cookies are blocked; without storage the server's cookie does.
  function visitorId() {
    try {
      var id = w.localStorage.getItem(KEY);
      if (!id) w.localStorage.setItem(KEY, (id = randomId()));
      return id;
    } catch (e) {
      return undefined;
    }
  }

  function metaTags() {
    var tags = d.getElementsByTagName('meta'), meta = {}, count = 0;
    for (var i = 0; i < tags.length && count < 100; i++) {
      var key = tags[i].getAttribute('property') || tags[i].getAttribute('name');
      var value = tags[i].getAttribute('content');
      if (key && value !== null && key.length <= 100 && !(key in meta)) {
        meta[key] = value.slice(0, 2000);
        count++;
      }
    }
    return meta;
  }

  function hit(type) {
    return { type: type, domain: domain, url: location.href.slice(0, 2048), title: d.title.slice(0, 1000), referrer: d.referrer.slice(0, 2048), visitorId: visitorId() };
  }

  // text/plain keeps both transports free of a CORS preflight.
  function send(body) {
    var json = JSON.stringify(body);
    if (navigator.sendBeacon && navigator.sendBeacon(endpoint, json)) return;
    if (w.fetch) w.fetch(endpoint, { method: 'POST', body: json, keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain' } });
  }

  /** Tracked event: question_view, vote, vote_click, lead_form_submit, cta_click or a custom name. `extra` may carry question, answerId, form. */
  w.acTrack = function (event, label, extra) {
    var body = hit('event');
    body.event = String(event);
    body.label = label ? String(label).slice(0, 500) : '';
    for (var key in extra) if (Object.prototype.hasOwnProperty.call(extra, key)) body[key] = extra[key];
    send(body);
  };

  function pageview() {
    var body = hit('pageview');
    body.meta = metaTags();
    send(body);
  }

  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', pageview);
  else pageview();
})(window, document);
