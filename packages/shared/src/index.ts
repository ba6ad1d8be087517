export * from './brand.js';
export * from './money.js';
export * from './dates.js';
export * from './messages.js';
export * from './catalogue.js';
export * from './common.js';
export * from './services.js';
export * from './rules/discount.js';
