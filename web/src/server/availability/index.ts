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
export { ZONE, instantDate, toZurichIso, zurichDate, zurichDay } from './zone';
