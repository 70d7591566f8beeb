export { expensesProjection } from './projection';
export { EXPENSES_TABLES, expenses, type ExpenseRow, type ExpensesDatabase } from './tables';
