// jsdom without Node's fetch classes breaks react-router's data router (it builds a Request
// per navigation). This environment lends jsdom the Node ones, with Node's AbortController so
// the signals they receive are of the kind they check for.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
