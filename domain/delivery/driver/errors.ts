import { errorsOf } from '../../shared/errors';

export const DRIVER_MESSAGES = {
  'DRIVER.NOT_FOUND': 'Repartidor no encontrado.',
  'DRIVER.VEHICLE_TYPE': 'Tipo de vehículo no válido: bicicleta, moto, auto o camioneta.',
  'DRIVER.PLATE': 'La placa admite letras, dígitos, espacios y guiones (máximo 12).',
  'DRIVER.PHONE': 'El teléfono solo admite dígitos, espacios, paréntesis, guiones y un + inicial.',
  'DRIVER.INVALID_POSITION': 'Posición no válida: latitud entre -90 y 90, longitud entre -180 y 180.',
  'DRIVER.POSITION_TIME': 'La hora de la posición no es válida (ni futura ni de hace más de 10 minutos).',
  'DRIVER.ONLY_DRIVERS': 'Solo los repartidores comparten su ubicación.',
} as const;
export type DriverErrorCode = keyof typeof DRIVER_MESSAGES;

const errors = errorsOf(DRIVER_MESSAGES);
export const driverNotFound = () => errors.notFound('DRIVER.NOT_FOUND');
