// The contact page's live chat (ADR 042): offered only when a chat widget is configured on the server.
import { z } from 'zod';

/** GET: whether live chat is configured, and the widget's script when it is. */
export const LIVE_CHAT_CONFIG_PATH = '/api/live-chat/config';

export const liveChatConfigSchema = z.object({
  /** The widget's https script address; null when no chat service is configured. */
  scriptUrl: z.url({ protocol: /^https$/ }).nullable(),
});
export type LiveChatConfig = z.infer<typeof liveChatConfigSchema>;
