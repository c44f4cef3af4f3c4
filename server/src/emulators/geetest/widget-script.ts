/**
 * The test widget script: the same globals as Geetest's gt.js (v3, `initGeetest`) and gt4.js
 * (v4, `initGeetest4`), in "bind" mode (the page calls verify()/showCaptcha() on its button).
 * Instead of a puzzle it shows "Verify" and "Close"; Verify asks this server for the test-mode
 * answer. In test mode the page passes `testKey` (and, for v4, the server-issued `challenge` as
 * the lot number) in the init config; the real scripts ignore unknown config fields.
 * Served as plain JavaScript, no build step.
 */
export const WIDGET_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.initGeetest && window.initGeetest4 && window.initGeetest.__mTest) return;
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : location.origin;
  var solveUrl = origin + '/__emulators/geetest/solve';

  function randomHex(bytes) {
    var a = new Uint8Array(bytes);
    crypto.getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function makeCaptcha(version, config) {
    var handlers = { ready: [], success: [], error: [], close: [] };
    var result = null;
    var overlay = null;
    function fire(name, arg) { handlers[name].forEach(function (fn) { try { fn(arg); } catch (e) { console.error(e); } }); }
    function hide() { if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay); overlay = null; }
    function solve() {
      var body = version === '3'
        ? { version: '3', challenge: config.challenge, testKey: config.testKey }
        : { version: '4', lotNumber: config.challenge || config.lotNumber || randomHex(16), testKey: config.testKey };
      fetch(solveUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error('solve ' + r.status)); })
        .then(function (answer) {
          hide();
          if (version === '3') {
            result = { geetest_challenge: config.challenge, geetest_validate: answer.validate, geetest_seccode: answer.seccode };
          } else {
            result = { lot_number: body.lotNumber, captcha_output: answer.captchaOutput, pass_token: randomHex(16), gen_time: String(Math.floor(Date.now() / 1000)), captcha_id: config.captchaId };
          }
          fire('success');
        })
        .catch(function (e) { hide(); fire('error', { code: 'test_widget_error', msg: String(e && e.message || e) }); });
    }
    function show() {
      if (overlay) return;
      if (!config.testKey) { fire('error', { code: 'no_test_key', msg: 'The test widget needs the test key of test mode' }); return; }
      overlay = document.createElement('div');
      overlay.setAttribute('data-testid', 'geetest-test-widget');
      overlay.setAttribute('role', 'dialog');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#111;border-radius:8px;padding:20px;min-width:240px;font:16px system-ui,sans-serif;text-align:center';
      var title = document.createElement('p');
      title.textContent = 'Geetest v' + version + ' (test widget)';
      var ok = document.createElement('button');
      ok.type = 'button'; ok.textContent = 'Verify'; ok.style.cssText = 'margin:8px;padding:8px 16px';
      ok.onclick = function () { ok.disabled = true; solve(); };
      var close = document.createElement('button');
      close.type = 'button'; close.textContent = 'Close'; close.style.cssText = 'margin:8px;padding:8px 16px';
      close.onclick = function () { hide(); fire('close'); };
      box.appendChild(title); box.appendChild(ok); box.appendChild(close);
      overlay.appendChild(box);
      document.body.appendChild(overlay);
    }
    var api = {
      onReady: function (fn) { handlers.ready.push(fn); return api; },
      onSuccess: function (fn) { handlers.success.push(fn); return api; },
      onError: function (fn) { handlers.error.push(fn); return api; },
      onClose: function (fn) { handlers.close.push(fn); return api; },
      getValidate: function () { return result || false; },
      reset: function () { result = null; return api; },
      destroy: function () { hide(); handlers = { ready: [], success: [], error: [], close: [] }; },
      appendTo: function () { return api; }
    };
    if (version === '3') api.verify = show; else api.showCaptcha = show;
    return { api: api, ready: function () { fire('ready'); } };
  }

  // Like the real scripts: the page gets the object first, registers its handlers, then "ready".
  function init(version) {
    return function (config, callback) {
      var made = makeCaptcha(version, config || {});
      setTimeout(function () { callback(made.api); setTimeout(made.ready, 0); }, 0);
    };
  }
  window.initGeetest = init('3');
  window.initGeetest.__mTest = true;
  window.initGeetest4 = init('4');
})();
`;
