/* Reference embed of Audience Console ads (issue 18): a poll on the page of `?domain=`, the
 * tracker, and the ad GET serve decides — before the vote, as an interstitial between vote and
 * result, or after the vote with its delay, at its position (above, below, inline, overlay, a
 * slide of its own: Modern-layout positions, AD-26). Views and clicks on the call to action are
 * reported as tracked events with the ad's id. A dynamic or Google ad's code is never run here:
 * the embed shows where it would run. Plain ES5, no build step. */
(function (w, d) {
  'use strict';
  var root = d.getElementById('ac-embed');
  var query = new URLSearchParams(location.search);
  var domain = query.get('domain') || 'news.example.com';
  var question = {
    id: Number(query.get('questionId')) || 9201,
    text: 'Which sport do you follow most?',
    answers: [{ id: 1, answer: 'Football' }, { id: 2, answer: 'Tennis' }, { id: 3, answer: 'Skiing' }],
  };
  var element = { type: 1, id: question.id, name: 'Sports poll' };
  var shown = {};

  var tracker = d.createElement('script');
  tracker.src = '/t.js';
  tracker.setAttribute('data-domain', domain);
  d.head.appendChild(tracker);

  function track(event, extra) {
    if (w.acTrack) w.acTrack(event, '', extra);
    else tracker.addEventListener('load', function () { w.acTrack(event, '', extra); });
  }

  function visitor() {
    try { return w.localStorage.getItem('ac_vid') || ''; } catch (e) { return ''; }
  }

  function el(tag, className, text) {
    var node = d.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function serve(answerId) {
    var stage = answerId ? 'after_vote' : 'before_vote';
    var params = new URLSearchParams({ domain: domain, place: 'question', stage: stage, elementType: String(element.type), elementId: String(element.id), questionCount: '1', questionId: String(question.id) });
    if (answerId) params.set('answerId', String(answerId));
    if (visitor()) params.set('visitorId', visitor());
    return w.fetch(root.getAttribute('data-serve') + '?' + params).then(function (res) { return res.json(); }).then(function (reply) { return reply.data && reply.data.ad; });
  }

  /** The ad as the page shows it: a static ad's teaser, image and call to action; a dynamic or Google ad's place. */
  function creative(ad) {
    var box = el('aside', 'ac-ad');
    box.setAttribute('data-testid', 'embed-ad');
    box.setAttribute('data-ad-id', String(ad.id));
    box.appendChild(el('div', 'ac-ad-label', 'Ad'));
    if (ad.type === 'static' || ad.native) {
      if (ad.headline) box.appendChild(el('strong', '', ad.headline));
      if (ad.image) {
        var img = el('img');
        img.src = ad.image;
        img.alt = '';
        box.appendChild(img);
      }
      var cta = el('a', '', ad.cta_label || 'Learn more');
      cta.href = ad.target_url;
      cta.target = '_blank';
      cta.rel = 'noopener';
      cta.setAttribute('data-testid', 'embed-ad-cta');
      cta.addEventListener('click', function () { track('cta_click', { adId: ad.id }); });
      box.appendChild(el('p')).appendChild(cta);
    } else {
      box.appendChild(el('p', '', ad.type === 'google' ? 'Google ad slot ' + ad.settings.inline.path + ' ' + ad.settings.inline.sizes : 'Dynamic ad #' + ad.id + ': its tag runs on the publisher\u2019s page.'));
    }
    return box;
  }

  /** Shows `ad` at its position; reports the view once. */
  function show(ad, parts) {
    if (shown[ad.id]) return;
    shown[ad.id] = true;
    var box = creative(ad);
    if (ad.display === 'above') root.insertBefore(box, parts.title);
    else if (ad.display === 'inline') root.insertBefore(box, parts.answers);
    else if (ad.display === 'overlay') {
      box.className += ' ac-overlay';
      var close = el('button', '', 'Close');
      close.addEventListener('click', function () { root.removeChild(box); });
      box.appendChild(close);
      root.appendChild(box);
    } else if (ad.display === 'afterQuSeparateSlide') {
      parts.title.style.display = 'none';
      parts.answers.style.display = 'none';
      root.appendChild(box);
    } else root.appendChild(box);
    track('ad_view', { adId: ad.id });
  }

  function render() {
    var title = el('h2', '', question.text);
    var answers = el('div', 'ac-answers');
    var parts = { title: title, answers: answers };
    root.appendChild(title);
    root.appendChild(answers);
    question.answers.forEach(function (answer) {
      var button = el('button', '', answer.answer);
      button.setAttribute('data-testid', 'embed-answer-' + answer.id);
      button.addEventListener('click', function () { vote(answer, parts); });
      answers.appendChild(button);
    });
    track('question_view', { element: element, question: question });
    serve().then(function (ad) {
      if (ad && ad.display_timing === 'before_vote') show(ad, parts);
    });
  }

  function result(answer, parts) {
    parts.title.style.display = '';
    parts.answers.innerHTML = '';
    parts.answers.appendChild(el('p', 'ac-result', 'Thanks! You voted ' + answer.answer + '.'));
  }

  function vote(answer, parts) {
    track('vote', { element: element, question: question, answerId: answer.id });
    serve(answer.id).then(function (ad) {
      if (ad && ad.display_timing === 'interstitial' && !shown[ad.id]) {
        show(ad, parts);
        w.setTimeout(function () {
          var box = root.querySelector('[data-ad-id="' + ad.id + '"]');
          if (box) root.removeChild(box);
          result(answer, parts);
        }, ad.duration * 1000);
        return;
      }
      result(answer, parts);
      if (ad && ad.display_timing === 'after_vote') w.setTimeout(function () { show(ad, parts); }, ad.delay * 1000);
    });
  }

  render();
})(window, document);
