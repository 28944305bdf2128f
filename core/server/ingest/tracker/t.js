/* Audience Console tracker: <script async src="https://console.example.com/t.js" data-domain="news.example.com"></script>
 * Sends the page view (with the page's og:* and other meta tags) and, through
 * window.acTrack(event, label, extra), tracked events to /api/v1/collect, and carries out the
 * reply's directives (the pixels the server fires). Plain ES5, no build step.
 * Hits are queued and sent as one array: collect takes a list for about the cost of one hit. */
(function (w, d) {
  'use strict';
  if (w.acTrack) return;
  var script = d.currentScript || d.querySelector('script[src*="/t.js"]');
  var endpoint = script.src.replace(/\/t\.js([?#].*)?$/, '/api/v1/collect');
  var domain = script.getAttribute('data-domain') || location.hostname;
  var KEY = 'ac_vid';
  // Short enough that a page view reaches the live dashboard well within its 1 s feed budget plus
  // this delay; long enough to gather the events a page fires while it loads (question_view, …).
  var DELAY = 500;
  // The server takes up to 50 hits; 20 keeps a request well under its 64 KB limit for usual pages.
  var MAX_HITS = 20;
  // sendBeacon and keepalive fetch refuse bodies over 64 KB, and so does collect: larger ones are split.
  var MAX_BODY = 60000;
  var queue = [];
  var timer;

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

  function addScript(src, code) {
    var s = d.createElement('script');
    if (src) {
      s.async = true;
      s.src = src;
    } else s.text = code;
    (d.head || d.documentElement).appendChild(s);
    return s;
  }

  // The reply's directives (pixels the server decided to fire), in order: an image request, a
  // script (and code run once it has loaded), code.
  function carryOut(directives) {
    for (var i = 0; i < directives.length; i++) {
      var x = directives[i];
      if (x.type === 'image') new Image(1, 1).src = x.src;
      else if (x.type === 'script') {
        var s = addScript(x.src);
        if (x.then) s.onload = (function (code) { return function () { addScript(null, code); }; })(x.then);
      } else if (x.type === 'inline') addScript(null, x.code);
    }
  }

  // text/plain keeps both transports free of a CORS preflight. While the page stays, fetch reads
  // the reply's directives; a flush on pagehide goes by beacon, which outlives the page (keepalive
  // fetch does the same where there is no beacon).
  function send(hits, leaving) {
    var json = JSON.stringify(hits);
    if (json.length > MAX_BODY && hits.length > 1) {
      var half = hits.length >> 1;
      send(hits.slice(0, half), leaving);
      send(hits.slice(half), leaving);
      return;
    }
    if ((leaving || !w.fetch) && navigator.sendBeacon && navigator.sendBeacon(endpoint, json)) return;
    if (!w.fetch) return;
    var sent = w.fetch(endpoint, { method: 'POST', body: json, keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain' } }).then(function (res) {
      return res.ok ? res.json() : null;
    });
    // Bracketed: catch is a reserved word in ES3 parsers some sites still feed their scripts through.
    sent.then(function (reply) {
      if (!leaving && reply && reply.data && reply.data.directives) carryOut(reply.data.directives);
    })['catch'](function () {});
  }

  function flush(leaving) {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length) send(queue.splice(0, queue.length), leaving === true);
  }

  function enqueue(body) {
    queue.push(body);
    if (queue.length >= MAX_HITS) flush();
    else if (!timer) timer = setTimeout(flush, DELAY);
  }

  /** Tracked event: question_view, vote, vote_click, lead_form_submit, cta_click or a custom name. `extra` may carry element, question, answerId, form, adId. */
  w.acTrack = function (event, label, extra) {
    var body = hit('event');
    body.event = String(event);
    body.label = label ? String(label).slice(0, 500) : '';
    for (var key in extra) if (Object.prototype.hasOwnProperty.call(extra, key)) body[key] = extra[key];
    enqueue(body);
  };

  function pageview() {
    var body = hit('pageview');
    body.meta = metaTags();
    enqueue(body);
  }

  // The visitor may close the tab or switch away before the delay ends: send what is queued now.
  function leave() {
    flush(true);
  }
  w.addEventListener('pagehide', leave);
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden') leave();
  });

  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', pageview);
  else pageview();
})(window, document);
