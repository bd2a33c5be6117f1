export * from '@/shared/booking-policy';
