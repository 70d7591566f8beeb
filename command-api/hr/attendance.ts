import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clockBody,
  EMPLOYEE_MESSAGES,
  employeeDecider,
  employeeStream,
  shiftCorrectionBody,
  type EmployeeCommand,
} from '../../domain/hr';
import { HR_STAFF, ruleAllows } from '../../domain/identity';
import { forbidden } from '../../domain/shared';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand } from '../send-command';
import { employeeParams, type HrRouteDeps } from './route-deps';
import { employeeFor, NOT_YOURS } from './staff-facts';

// The clock (issue 19): an employee clocks in and out from their own account, at the server's now;
// HR may do it for anyone, and only HR may state another time — with a reason, as a correction — or
// correct a closed shift's times. Every one is a new event on the employee's stream; nothing is edited.

const shiftParams = employeeParams.extend({
  shiftId: z.uuid({ error: EMPLOYEE_MESSAGES['SHIFT.NOT_FOUND'] }),
});

export const attendanceRoutes: FastifyPluginAsyncZod<HrRouteDeps> = async (app, deps) => {
  const schema = { tags: ['hr'], headers: commandHeaders, response: commandResponses };
  const toEmployee = (id: string, command: CommandBody<EmployeeCommand>) => ({
    decider: employeeDecider,
    id,
    streamId: employeeStream(id),
    command,
  });

  for (const direction of ['in', 'out'] as const) {
    app.post(
      `/api/hr/employees/:id/clock-${direction}`,
      {
        config: { access: 'authenticated' },
        schema: {
          ...schema,
          summary: direction === 'in' ? 'Registra la entrada de un empleado' : 'Registra la salida de un empleado',
          params: employeeParams,
          body: clockBody,
        },
      },
      async (req, reply) => {
        const employeeId = req.params.id;
        const { self } = await employeeFor(deps.handler, req.principal!, employeeId);
        const hr = !self || req.body.at !== undefined;
        if (hr && !ruleAllows(req.principal!, HR_STAFF)) throw forbidden('HR.NOT_YOURS', NOT_YOURS);
        const { at, reason } = req.body;
        const stated = { by: hr ? ('hr' as const) : ('self' as const), ...(at && { at }), ...(reason && { reason }) };
        const context = commandContext(req);
        const command: CommandBody<EmployeeCommand> =
          direction === 'in'
            ? // The shift's id from the command id: a retried clock-in is the same shift.
              { type: 'ClockIn', data: { shiftId: commandIdFor(context.commandId, 'shift'), ...stated } }
            : { type: 'ClockOut', data: stated };
        return sendCommand(deps, req, reply, toEmployee(employeeId, command), { context });
      },
    );
  }

  app.post(
    '/api/hr/employees/:id/shifts/:shiftId/correct',
    {
      config: { access: HR_STAFF },
      schema: {
        ...schema,
        summary: 'Corrige las horas de un turno cerrado',
        params: shiftParams,
        body: shiftCorrectionBody,
      },
    },
    (req, reply) =>
      sendCommand(
        deps,
        req,
        reply,
        toEmployee(req.params.id, { type: 'CorrectShift', data: { shiftId: req.params.shiftId, ...req.body } }),
      ),
  );
};
