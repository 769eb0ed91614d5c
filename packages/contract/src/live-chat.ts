// The contact page's live chat (ADR 042, ADR 053): offered only when a chat widget is configured on the
// server, and run in a sandboxed frame of its own, never in the app's document.
import { z } from 'zod';

/** GET: whether live chat is configured, and the widget's script when it is. */
export const LIVE_CHAT_CONFIG_PATH = '/api/live-chat/config';

/** GET: the page the contact page frames, which loads the widget's script and nothing of ours. */
export const LIVE_CHAT_FRAME_PATH = '/live-chat/frame';

/**
 * The frame's sandbox, set both by the contact page's iframe and by the frame page's own policy.
 * Without allow-same-origin its origin is opaque, so its requests to us are cross-site: our SameSite
 * cookies stay behind, and it can read neither our API nor the page around it.
 */
export const LIVE_CHAT_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

export const liveChatConfigSchema = z.object({
  /** The widget's https script address; null when no chat service is configured. */
  scriptUrl: z.url({ protocol: /^https$/ }).nullable(),
});
export type LiveChatConfig = z.infer<typeof liveChatConfigSchema>;
