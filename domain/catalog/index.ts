// The storefront's catalogue (issue 14): what a customer may see of the inventory's active products.
export * from './responses';
export * from './messages';
export * from './query';
export * from './catalog-debug';
