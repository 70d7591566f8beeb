import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employeeBody,
  employeeDecider,
  employeeNotFound,
  employeePatchBody,
  employeeStream,
  EMPLOYEE_MESSAGES,
  type EmployeeBody,
  type EmployeeCommand,
  type EmployeeDetails,
  type EmployeePatchBody,
  type Pay,
} from '../../domain/hr';
import { HR_STAFF } from '../../domain/identity';
import { illegalState, invalid } from '../../domain/shared';
import { toCents } from '../../domain/shared/money';
import { userDecider, userStream } from '../../domain/users';
import { commandIdFor } from '../../infra/event-store/event-id';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand } from '../send-command';
import type { CommandBody } from '../../application/handler';
import { shopToday } from '../../application/shop-facts';
import { loadStaff } from './staff-facts';
import { employeeParams, type HrRouteDeps } from './route-deps';

// Staff records (issue 19): HR hires an employee and changes their details or status. A PATCH names
// only what changes; the aggregate keeps the whole record, so the route merges it into the current one.

const LINKED = 'Esa cuenta de usuario ya está vinculada a otro empleado.';
const NO_USER = 'La cuenta de usuario indicada no existe.';

function payOf(b: Partial<Pick<EmployeeBody, 'payType' | 'hourlyRate' | 'monthlySalary'>>, current?: Pay): Pay {
  const type = b.payType ?? current?.type ?? 'hourly';
  if (type === 'hourly') {
    const cents =
      b.hourlyRate !== undefined ? toCents(b.hourlyRate) : current?.type === 'hourly' && current.hourlyRateCents;
    if (!cents) throw invalid('EMPLOYEE.PAY', EMPLOYEE_MESSAGES['EMPLOYEE.PAY'], 'hourlyRate');
    return { type, hourlyRateCents: cents };
  }
  const cents =
    b.monthlySalary !== undefined ? toCents(b.monthlySalary) : current?.type === 'salary' && current.monthlySalaryCents;
  if (!cents) throw invalid('EMPLOYEE.PAY', EMPLOYEE_MESSAGES['EMPLOYEE.PAY'], 'monthlySalary');
  return { type, monthlySalaryCents: cents };
}

const contactOf = (c: EmployeeBody['emergencyContact']) =>
  c ? { name: c.name, phone: c.phone, relationship: c.relationship ?? '' } : null;

export const employeeRoutes: FastifyPluginAsyncZod<HrRouteDeps> = async (app, deps) => {
  const schema = { tags: ['hr'], headers: commandHeaders, response: commandResponses };

  /** A linked account must exist and be nobody else's employee (GET /api/hr/me finds one by it). */
  async function checkAccount(userId: string | null | undefined, employeeId: string) {
    if (!userId) return;
    const { state } = await deps.handler.load(userDecider, userStream(userId));
    if (state.status === 'unregistered') throw invalid('EMPLOYEE.USER', NO_USER, 'userId');
    const taken = (await loadStaff(deps.handler, deps.db)).some(
      (s) => s.details?.employeeId !== employeeId && s.details?.userId === userId && s.status !== 'terminated',
    );
    if (taken) throw illegalState('EMPLOYEE.USER_LINKED', LINKED);
  }

  app.post(
    '/api/hr/employees',
    { config: { access: HR_STAFF }, schema: { ...schema, summary: 'Da de alta a un empleado', body: employeeBody } },
    async (req, reply) => {
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same hire, recorded once.
      const employeeId = commandIdFor(context.commandId, 'employee');
      const b = req.body;
      await checkAccount(b.userId, employeeId);
      const data: EmployeeDetails = {
        employeeId,
        name: b.name,
        position: b.position,
        userId: b.userId ?? null,
        hireDate: b.hireDate,
        pay: payOf(b),
        weeklyHours: b.weeklyHours,
        emergencyContact: contactOf(b.emergencyContact),
      };
      const command = { type: 'HireEmployee' as const, data };
      const toSend = { decider: employeeDecider, id: employeeId, streamId: employeeStream(employeeId), command };
      return sendCommand(deps, req, reply, toSend, { context });
    },
  );

  app.patch(
    '/api/hr/employees/:id',
    {
      config: { access: HR_STAFF },
      schema: {
        ...schema,
        summary: 'Cambia los datos o el estado de un empleado',
        params: employeeParams,
        body: employeePatchBody,
      },
    },
    async (req, reply) => {
      const employeeId = req.params.id;
      const streamId = employeeStream(employeeId);
      const { state } = await deps.handler.load(employeeDecider, streamId);
      const current = state.details;
      if (!current) throw employeeNotFound('EMPLOYEE.NOT_FOUND');
      const b: EmployeePatchBody = req.body;
      const { status, statusReason, effectiveOn, ...fields } = b;
      const context = commandContext(req);
      const send = (command: CommandBody<EmployeeCommand>) => ({
        decider: employeeDecider,
        id: employeeId,
        streamId,
        command,
      });
      const changes = Object.keys(fields).length > 0;
      if (changes) {
        if (fields.userId !== undefined) await checkAccount(fields.userId, employeeId);
        const details: EmployeeDetails = {
          ...current,
          ...(fields.name !== undefined && { name: fields.name }),
          ...(fields.position !== undefined && { position: fields.position }),
          ...(fields.userId !== undefined && { userId: fields.userId }),
          ...(fields.hireDate !== undefined && { hireDate: fields.hireDate }),
          ...(fields.weeklyHours !== undefined && { weeklyHours: fields.weeklyHours }),
          ...(fields.emergencyContact !== undefined && { emergencyContact: contactOf(fields.emergencyContact) }),
          pay: payOf(fields, current.pay),
        };
        const update = send({ type: 'UpdateEmployee', data: details });
        if (status === undefined) return sendCommand(deps, req, reply, update, { context });
        // Both: the details first, under a command id derived from this one (a repeat changes nothing
        // again); the answer is the status change's.
        await deps.handler.handle(employeeDecider, streamId, update.command, {
          ...context,
          commandId: commandIdFor(context.commandId, 'details'),
        });
      }
      const today = effectiveOn ?? (await shopToday(deps.handler, deps.now()));
      const change = send({
        type: 'ChangeEmployeeStatus',
        data: { status: status!, effectiveOn: today, reason: statusReason ?? '' },
      });
      return sendCommand(deps, req, reply, change, { context });
    },
  );
};
