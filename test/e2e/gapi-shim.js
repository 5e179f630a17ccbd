// Stand-in for https://apis.google.com/js/api.js, served to the browser only by the end-to-end tests.
// The Firebase Auth SDK and the Auth emulator's helper iframe talk to each other through Google's
// gapi.iframes library, which these offline machines cannot download. This shim implements the few
// calls they use (load, getContext().open / getParentIframe, register, send, ping, restyle) over
// postMessage; the emulator's Google account page, the popup and the sign-in itself stay real.
(function () {
  var FILTER = function () {
    return true;
  };

  function endpoint(getTarget) {
    var handlers = {};
    var pending = {};
    var waiting = [];
    var ready = false;
    var seq = 0;
    window.addEventListener('message', function (event) {
      var message = event.data;
      if (!message || !message.__gapiShim || event.source !== getTarget()) return;
      if (message.kind === 'ready') {
        ready = true;
        waiting.splice(0).forEach(function (send) {
          send();
        });
      } else if (message.kind === 'call') {
        var handler = handlers[message.type];
        var result = handler ? handler(message.data) : undefined;
        event.source.postMessage({ __gapiShim: true, kind: 'reply', id: message.id, type: message.type, result: [result] }, '*');
      } else if (message.kind === 'reply' && pending[message.id]) {
        var callback = pending[message.id];
        delete pending[message.id];
        // The Firebase Auth SDK's callback for 'webStorageSupport' (_isIframeWebStorageSupported,
        // run on every popup sign-in) reports the answer and then always throws auth/internal-error.
        // Called straight from this listener, that throw became an uncaught error in the app's
        // page on every sign-in; the sign-in itself is unaffected. It is reported here instead.
        try {
          callback(message.result);
        } catch (error) {
          console.warn('gapi-shim: the callback for "' + message.type + '" threw', error);
        }
      }
    });
    function whenReady(fn) {
      if (ready) fn();
      else waiting.push(fn);
    }
    return {
      markReady: function () {
        ready = true;
      },
      register: function (type, handler) {
        handlers[type] = handler;
      },
      send: function (type, data, callback) {
        var id = ++seq;
        pending[id] = callback || function () {};
        whenReady(function () {
          getTarget().postMessage({ __gapiShim: true, kind: 'call', id: id, type: type, data: data }, '*');
        });
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          whenReady(function () {
            if (callback) callback();
            resolve();
          });
        });
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      frame.setAttribute('aria-hidden', 'true');
      frame.style.cssText = 'position:absolute;top:-100px;width:1px;height:1px;';
      options.where.appendChild(frame);
      return onOpen(
        endpoint(function () {
          return frame.contentWindow;
        }),
      );
    },
    getParentIframe: function () {
      var parentEndpoint = endpoint(function () {
        return window.parent;
      });
      parentEndpoint.markReady();
      window.parent.postMessage({ __gapiShim: true, kind: 'ready' }, '*');
      return parentEndpoint;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(options.callback || options, 0);
    },
    iframes: {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      Iframe: function () {},
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
