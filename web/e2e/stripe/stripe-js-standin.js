/*
 * A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js), served to the browser by
 * the e2e test in place of the real script, which cannot load offline. It implements only what
 * @stripe/stripe-js, @stripe/react-stripe-js and our StripePaymentForm call, the way Stripe.js
 * does it:
 *
 * - window.Stripe(publishableKey, options) -> stripe, with Stripe.version = 'endive' (the
 *   release train @stripe/stripe-js 10 expects) and the methods react-stripe-js checks for.
 * - stripe.elements({ clientSecret, locale, appearance }) -> elements (create, getElement,
 *   update, submit, fetchUpdates).
 * - elements.create('payment') -> a Payment Element: a card form (number, expiry, security
 *   code) in a same-origin iframe titled like Stripe's, in English or German by `locale`;
 *   mount, unmount, destroy, on, off, once, update, focus, blur, clear; events ready,
 *   loaderstart, change, focus, blur.
 * - stripe.confirmPayment({ elements, confirmParams: { return_url }, redirect }): validates the
 *   element (incomplete fields -> inline messages and { error: { type: 'validation_error' } },
 *   no request), then POSTs the card to https://api.stripe.com/v1/payment_intents/:id/confirm
 *   with the publishable key and client secret, form-encoded like Stripe.js. A card error
 *   resolves { error } (the API's error object); success redirects to return_url with
 *   payment_intent, payment_intent_client_secret and redirect_status=succeeded appended, and
 *   the promise never settles, as with Stripe. redirect: 'if_required' resolves
 *   { paymentIntent } instead. Next actions (3-D Secure) are not emulated.
 * - stripe.retrievePaymentIntent(clientSecret) -> { paymentIntent } | { error }.
 *
 * The test routes api.stripe.com to the Stripe API stand-in (web/src/test/stripe-standin.ts).
 */
(function () {
  'use strict';

  var API = 'https://api.stripe.com/v1';
  var FRAME_TITLE = 'Secure payment input frame';

  var TEXT = {
    en: {
      card: 'Card',
      number: 'Card number',
      expiry: 'Expiration date',
      cvc: 'Security code',
      expiryPlaceholder: 'MM / YY',
      incompleteNumber: 'Your card number is incomplete.',
      incompleteExpiry: "Your card's expiration date is incomplete.",
      pastExpiry: "Your card's expiration year is in the past.",
      incompleteCvc: "Your card's security code is incomplete.",
      note: 'Stripe.js stand-in for tests, not Stripe',
    },
    de: {
      card: 'Karte',
      number: 'Kartennummer',
      expiry: 'Ablaufdatum',
      cvc: 'Sicherheitscode',
      expiryPlaceholder: 'MM / JJ',
      incompleteNumber: 'Ihre Kartennummer ist unvollständig.',
      incompleteExpiry: 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
      pastExpiry: 'Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.',
      incompleteCvc: 'Der Sicherheitscode Ihrer Karte ist unvollständig.',
      note: 'Stripe.js-Stand-in für Tests, nicht Stripe',
    },
  };

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function intentIdOf(clientSecret) {
    var index = String(clientSecret || '').indexOf('_secret_');
    if (index <= 0) throw integrationError('Invalid value for clientSecret: ' + clientSecret);
    return clientSecret.slice(0, index);
  }

  function textFor(locale) {
    return String(locale || 'en').slice(0, 2) === 'de' ? TEXT.de : TEXT.en;
  }

  function escapeHtml(value) {
    return String(value).replace(/[&<>"]/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c];
    });
  }

  function formBody(fields) {
    var body = new URLSearchParams();
    Object.keys(fields).forEach(function (key) {
      if (fields[key] !== undefined && fields[key] !== null) body.append(key, fields[key]);
    });
    return body;
  }

  /** The API's JSON: { ok, body } (a network failure is Stripe.js's api_connection_error). */
  function callApi(method, path, fields) {
    var url = API + path;
    var init = { method: method };
    if (method === 'GET') url += '?' + formBody(fields).toString();
    // Form-encoded with the key in the body, like Stripe.js: a simple CORS request.
    else init.body = formBody(fields);
    return fetch(url, init).then(
      function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      },
      function () {
        return {
          ok: false,
          body: {
            error: { type: 'api_connection_error', message: 'Could not reach the Stripe API.' },
          },
        };
      },
    );
  }

  function frameDocument(text, locale) {
    return (
      '<!doctype html><html lang="' +
      (textFor(locale) === TEXT.de ? 'de' : 'en') +
      '"><head><meta charset="utf-8">' +
      '<title>' +
      escapeHtml(FRAME_TITLE) +
      '</title><style>' +
      'body{margin:0;padding:3px;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#fff}' +
      '.tab{display:inline-block;margin:0 0 12px;padding:6px 12px;border:2px solid #0b5563;border-radius:6px;font-weight:600}' +
      'label{display:block;margin:0 0 4px;font-size:14px}' +
      'input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #6b6b6b;border-radius:6px;font:inherit;color:#1a1a1a}' +
      'input[aria-invalid=true]{border-color:#b3261e}' +
      '.field{margin:0 0 10px}.row{display:flex;gap:12px}.row .field{flex:1}' +
      '.error{margin:4px 0 0;min-height:0;color:#b3261e;font-size:14px}.error:empty{display:none}' +
      '.note{margin:4px 0 0;color:#4a4a4a;font-size:12px}' +
      '</style></head><body>' +
      '<p class="tab">' +
      escapeHtml(text.card) +
      '</p>' +
      field('number', text.number, 'cc-number', '1234 1234 1234 1234') +
      '<div class="row">' +
      field('expiry', text.expiry, 'cc-exp', text.expiryPlaceholder) +
      field('cvc', text.cvc, 'cc-csc', 'CVC') +
      '</div><p class="note">' +
      escapeHtml(text.note) +
      '</p></body></html>'
    );
  }

  function field(name, label, autocomplete, placeholder) {
    return (
      '<div class="field"><label for="' +
      name +
      '">' +
      escapeHtml(label) +
      '</label>' +
      '<input id="' +
      name +
      '" name="' +
      name +
      '" inputmode="numeric" autocomplete="' +
      autocomplete +
      '"' +
      ' placeholder="' +
      escapeHtml(placeholder) +
      '" aria-describedby="' +
      name +
      '-error">' +
      '<p class="error" id="' +
      name +
      '-error" role="alert"></p></div>'
    );
  }

  function digits(value) {
    return String(value || '').replace(/\D/g, '');
  }

  /** The card in the element, or the first incomplete field with its message. */
  function readCard(doc, text) {
    var number = digits(doc.getElementById('number').value);
    var expiry = digits(doc.getElementById('expiry').value);
    var cvc = digits(doc.getElementById('cvc').value);
    var month = Number(expiry.slice(0, 2));
    var year = Number(expiry.length === 4 ? '20' + expiry.slice(2) : expiry.slice(2));
    var now = new Date();
    var errors = {};
    if (number.length < 13 || number.length > 19)
      errors.number = ['incomplete_number', text.incompleteNumber];
    if ((expiry.length !== 4 && expiry.length !== 6) || month < 1 || month > 12) {
      errors.expiry = ['incomplete_expiry', text.incompleteExpiry];
    } else if (
      year < now.getFullYear() ||
      (year === now.getFullYear() && month < now.getMonth() + 1)
    ) {
      errors.expiry = ['invalid_expiry_year_past', text.pastExpiry];
    }
    if (cvc.length < 3 || cvc.length > 4) errors.cvc = ['incomplete_cvc', text.incompleteCvc];
    return { number: number, expMonth: month, expYear: year, cvc: cvc, errors: errors };
  }

  function createPaymentElement(elements, options) {
    var listeners = {};
    var state = { options: options || {}, container: null, frame: null, destroyed: false };

    function emit(event, payload) {
      (listeners[event] || []).slice().forEach(function (handler) {
        handler(payload);
      });
    }

    function doc() {
      return state.frame &&
        state.frame.contentDocument &&
        state.frame.contentDocument.getElementById('number')
        ? state.frame.contentDocument
        : null;
    }

    function text() {
      return textFor(elements._options.locale);
    }

    // Like Stripe's iframe, the frame grows and shrinks with its content (e.g. error lines).
    function fit() {
      var d = doc();
      if (d) state.frame.style.height = d.documentElement.scrollHeight + 'px';
    }

    function changeEvent() {
      var d = doc();
      var card = d ? readCard(d, text()) : null;
      var empty =
        !d ||
        !(
          d.getElementById('number').value ||
          d.getElementById('expiry').value ||
          d.getElementById('cvc').value
        );
      return {
        elementType: 'payment',
        empty: empty,
        complete: Boolean(card) && Object.keys(card.errors).length === 0,
        collapsed: false,
        value: { type: 'card' },
      };
    }

    function render() {
      if (!state.container) return;
      if (state.frame) state.frame.remove();
      var frame = document.createElement('iframe');
      frame.title = FRAME_TITLE;
      frame.setAttribute('frameborder', '0');
      frame.setAttribute('allowtransparency', 'true');
      frame.style.cssText =
        'display:block;width:100%;height:200px;border:0;overflow:hidden;color-scheme:light';
      frame.addEventListener('load', function () {
        var d = doc();
        if (!d) return;
        ['number', 'expiry', 'cvc'].forEach(function (name) {
          var input = d.getElementById(name);
          input.addEventListener('input', function () {
            input.removeAttribute('aria-invalid');
            d.getElementById(name + '-error').textContent = '';
            fit();
            emit('change', changeEvent());
          });
          input.addEventListener('focus', function () {
            emit('focus', { elementType: 'payment' });
          });
          input.addEventListener('blur', function () {
            emit('blur', { elementType: 'payment' });
          });
        });
        fit();
        emit('ready', { elementType: 'payment' });
      });
      frame.srcdoc = frameDocument(text(), elements._options.locale);
      state.frame = frame;
      state.container.appendChild(frame);
      emit('loaderstart', { elementType: 'payment' });
    }

    var element = {
      mount: function (target) {
        if (state.destroyed) throw integrationError('This Element has already been destroyed.');
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node)
          throw integrationError(
            'The selector you specified (' + target + ') applies to no DOM elements.',
          );
        if (state.container) throw integrationError('This Element is already mounted.');
        state.container = node;
        render();
      },
      unmount: function () {
        if (state.frame) state.frame.remove();
        state.frame = null;
        state.container = null;
      },
      destroy: function () {
        element.unmount();
        state.destroyed = true;
        elements._remove('payment', element);
      },
      on: function (event, handler) {
        (listeners[event] = listeners[event] || []).push(handler);
        return element;
      },
      off: function (event, handler) {
        if (!handler) delete listeners[event];
        else
          listeners[event] = (listeners[event] || []).filter(function (h) {
            return h !== handler;
          });
        return element;
      },
      once: function (event, handler) {
        var wrapped = function (payload) {
          element.off(event, wrapped);
          handler(payload);
        };
        return element.on(event, wrapped);
      },
      update: function (updates) {
        state.options = Object.assign({}, state.options, updates);
      },
      focus: function () {
        var d = doc();
        if (d) d.getElementById('number').focus();
      },
      blur: function () {
        var d = doc();
        if (d && d.activeElement) d.activeElement.blur();
      },
      clear: function () {
        var d = doc();
        if (!d) return;
        ['number', 'expiry', 'cvc'].forEach(function (name) {
          d.getElementById(name).value = '';
        });
        emit('change', changeEvent());
      },
      collapse: function () {},
      // For confirmPayment: the card, after showing any incomplete field inline.
      _collect: function () {
        var d = doc();
        if (!d)
          return {
            error: {
              type: 'validation_error',
              code: 'incomplete',
              message: text().incompleteNumber,
            },
          };
        var card = readCard(d, text());
        var first = null;
        ['number', 'expiry', 'cvc'].forEach(function (name) {
          var problem = card.errors[name];
          var input = d.getElementById(name);
          d.getElementById(name + '-error').textContent = problem ? problem[1] : '';
          if (problem) input.setAttribute('aria-invalid', 'true');
          else input.removeAttribute('aria-invalid');
          if (problem && !first) first = { name: name, problem: problem };
        });
        fit();
        if (first) {
          d.getElementById(first.name).focus();
          return {
            error: { type: 'validation_error', code: first.problem[0], message: first.problem[1] },
          };
        }
        return { card: card };
      },
      _isMounted: function () {
        return Boolean(state.frame);
      },
    };
    return element;
  }

  function createElements(stripe, options) {
    options = options || {};
    if (!options.clientSecret && !options.mode) {
      throw integrationError('elements() needs a clientSecret (or a mode for deferred intents).');
    }
    var created = {};
    var elements = {
      _options: Object.assign({}, options),
      _stripe: stripe,
      create: function (type, elementOptions) {
        if (type !== 'payment') {
          throw integrationError(
            'The Stripe.js stand-in only has the Payment Element, not "' + type + '".',
          );
        }
        if (created[type])
          throw integrationError('Can only create one Element of type ' + type + '.');
        created[type] = createPaymentElement(elements, elementOptions);
        return created[type];
      },
      getElement: function (type) {
        return created[type] || null;
      },
      update: function (updates) {
        // clientSecret cannot change; locale and appearance can.
        var next = Object.assign({}, updates);
        delete next.clientSecret;
        elements._options = Object.assign({}, elements._options, next);
      },
      submit: function () {
        var element = created.payment;
        if (!element || !element._isMounted()) {
          return Promise.resolve({
            error: { type: 'validation_error', message: 'No mounted Payment Element.' },
          });
        }
        var collected = element._collect();
        return Promise.resolve(
          collected.error ? { error: collected.error } : { selectedPaymentMethod: 'card' },
        );
      },
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      _remove: function (type, element) {
        if (created[type] === element) delete created[type];
      },
    };
    return elements;
  }

  function notEmulated(name) {
    return function () {
      return Promise.reject(
        integrationError('stripe.' + name + ' is not emulated by the Stripe.js stand-in.'),
      );
    };
  }

  function Stripe(publishableKey, stripeOptions) {
    if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey)) {
      throw integrationError(
        'Invalid value for Stripe(): apiKey should be a publishable key (pk_...).',
      );
    }
    var wrappers = [];
    var stripe = {
      _publishableKey: publishableKey,
      _options: stripeOptions || {},
      _wrappers: wrappers,
      _registerWrapper: function (wrapper) {
        wrappers.push(wrapper);
      },
      registerAppInfo: function (info) {
        wrappers.push(info);
      },
      elements: function (options) {
        return createElements(stripe, options);
      },
      confirmPayment: function (params) {
        params = params || {};
        var elements = params.elements;
        var element = elements && elements.getElement('payment');
        if (!element || !element._isMounted()) {
          return Promise.reject(
            integrationError(
              'Invalid value for confirmPayment: elements should have a mounted Payment Element.',
            ),
          );
        }
        var confirmParams = params.confirmParams || {};
        var redirect = params.redirect || 'always';
        if (redirect !== 'if_required' && !confirmParams.return_url) {
          return Promise.reject(
            integrationError('confirmPayment: confirmParams.return_url is required.'),
          );
        }
        var clientSecret = params.clientSecret || elements._options.clientSecret;
        var intentId = intentIdOf(clientSecret);
        var collected = element._collect();
        if (collected.error) return Promise.resolve({ error: collected.error });
        var card = collected.card;
        return callApi('POST', '/payment_intents/' + encodeURIComponent(intentId) + '/confirm', {
          key: publishableKey,
          client_secret: clientSecret,
          return_url: confirmParams.return_url,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number,
          'payment_method_data[card][exp_month]': String(card.expMonth),
          'payment_method_data[card][exp_year]': String(card.expYear),
          'payment_method_data[card][cvc]': card.cvc,
        }).then(function (answer) {
          if (!answer.ok) return { error: answer.body.error };
          var intent = answer.body;
          if (intent.status === 'requires_action') {
            return {
              error: {
                type: 'invalid_request_error',
                message: 'Next actions (3-D Secure) are not emulated by the Stripe.js stand-in.',
              },
            };
          }
          if (redirect === 'if_required') return { paymentIntent: intent };
          var target = new URL(confirmParams.return_url, window.location.href);
          target.searchParams.append('payment_intent', intent.id);
          target.searchParams.append('payment_intent_client_secret', clientSecret);
          target.searchParams.append('redirect_status', intent.status);
          window.location.assign(target.toString());
          // Like Stripe.js: the page is leaving, the promise never settles.
          return new Promise(function () {});
        });
      },
      retrievePaymentIntent: function (clientSecret) {
        var intentId = intentIdOf(clientSecret);
        return callApi('GET', '/payment_intents/' + encodeURIComponent(intentId), {
          key: publishableKey,
          client_secret: clientSecret,
        }).then(function (answer) {
          return answer.ok ? { paymentIntent: answer.body } : { error: answer.body.error };
        });
      },
      // react-stripe-js checks that these exist; our form never calls them.
      createToken: notEmulated('createToken'),
      createPaymentMethod: notEmulated('createPaymentMethod'),
      confirmCardPayment: notEmulated('confirmCardPayment'),
    };
    return stripe;
  }

  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
