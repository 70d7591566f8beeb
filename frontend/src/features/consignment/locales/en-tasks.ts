import type { esTasks } from './es-tasks';

// Issue 45: the shop's tasks from the partners' portal, and what a partner said back on an agreement.
export const enTasks: typeof esTasks = {
  tasks: {
    title: 'Tasks',
    footer: 'Discrepancies partners reported from their portal.',
    none: 'No pending tasks.',
    loadFailed: 'The tasks could not be loaded.',
    line: '{{partner}} · Agreement {{code}}',
    product: '{{product}}: “{{note}}”',
    reported: 'Reported by {{name}} on {{date}}',
    resolve: 'Resolve',
    resolveNote: 'Note (optional)',
    confirm: 'Mark as resolved',
    cancel: 'Cancel',
    resolved: 'Task resolved',
  },
  feedback: {
    title: 'What the partner said',
    acknowledged: 'Confirmed by {{name}} on {{date}}',
    acknowledgedNote: 'Note: “{{note}}”',
    discrepancy: '{{product}}: “{{note}}”',
    open: 'Open discrepancy',
    resolvedOn: 'Resolved on {{date}}',
    resolvedNote: 'Resolved on {{date}}: “{{note}}”',
    someone: 'the partner',
  },
};
