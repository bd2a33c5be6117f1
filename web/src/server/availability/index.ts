export {
  computeAvailability,
  freeRooms,
  isSlotStart,
  openingIntervals,
  windowDays,
  type AvailabilityQuery,
  type BusyInterval,
  type DayAvailability,
  type LocationRules,
  type SlotAvailability,
} from './slots';
export { ZONE, parseInstant, toZurichIso, zurichDate, zurichDay } from './zone';
