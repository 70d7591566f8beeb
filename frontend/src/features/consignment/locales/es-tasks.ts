// Issue 45: the shop's tasks from the partners' portal, and what a partner said back on an agreement.
export const esTasks = {
  tasks: {
    title: 'Tareas',
    footer: 'Diferencias que los socios reportaron desde su portal.',
    none: 'No hay tareas pendientes.',
    loadFailed: 'No se pudieron cargar las tareas.',
    line: '{{partner}} · Acuerdo {{code}}',
    product: '{{product}}: «{{note}}»',
    reported: 'Reportada por {{name}} el {{date}}',
    resolve: 'Resolver',
    resolveNote: 'Nota (opcional)',
    confirm: 'Marcar como resuelta',
    cancel: 'Cancelar',
    resolved: 'Tarea resuelta',
  },
  feedback: {
    title: 'Lo que dijo el socio',
    acknowledged: 'Confirmada por {{name}} el {{date}}',
    acknowledgedNote: 'Nota: «{{note}}»',
    discrepancy: '{{product}}: «{{note}}»',
    open: 'Diferencia abierta',
    resolvedOn: 'Resuelta el {{date}}',
    resolvedNote: 'Resuelta el {{date}}: «{{note}}»',
    someone: 'el socio',
  },
};
