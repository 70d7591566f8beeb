// Moved to lib/money.ts (inventory and consignment share it); kept so older imports still resolve.
export * from '@/lib/money';
