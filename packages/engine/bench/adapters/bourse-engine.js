'use strict';
// bench.js loads adapters/<name>.js: this name runs ../adapter.cjs (@bourse/engine).
module.exports = require('../adapter.cjs');
