export { type AppServices, buildApp } from './app.js';
export { type Config, DEFAULT_RATE_LIMITS, loadConfig } from './config.js';
