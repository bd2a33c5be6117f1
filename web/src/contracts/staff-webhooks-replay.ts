/** POST /api/staff/webhooks/replay: one event or a range again (./staff-webhooks.ts). */
export {
  webhooksReplayRequestSchema,
  WEBHOOKS_ERROR_IDS as REPLAY_ERROR_IDS,
  type WebhooksReplayRequest,
  type WebhooksReplayResponse,
} from './staff-webhooks';
