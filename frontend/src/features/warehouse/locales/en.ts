import type { es } from './es';

// The warehouse's ledger and dashboard in English (the same keys as es.ts).
export const en: typeof es = {
  title: 'Warehouse',
  subtitle: 'Stock movements, registration and scanning',
  ledger: {
    title: 'Movements',
    type: 'Movement type',
    allTypes: 'All types',
    from: 'From',
    to: 'To',
    empty: 'No movements',
    loadFailed: 'The movements could not be loaded',
  },
  dashboard: {
    today: 'Today',
    movements: 'Movements today',
    unitsIn: 'Units in',
    unitsOut: 'Units out',
    byType: "Today's movements by type",
    typeLine: '{{movements}} mov. · {{units}} u.',
    noMovementsToday: 'No movements today.',
    lowStock: 'Low stock (top 10)',
    noLowStock: 'No product is low on stock.',
    valueByCategory: 'Value by category',
    noCategories: 'No products yet.',
    products: '{{count}} products',
    recent: 'Recent movements',
    loadFailed: 'The dashboard could not be loaded',
  },
};
