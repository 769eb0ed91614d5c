// The contact page's call (ADR 048): the live chat's configuration, a shared answer (ADR 042).
import { LIVE_CHAT_CONFIG_PATH, liveChatConfigSchema } from '@callready/contract';
import { apiRequest } from '@/lib/api-client';
import { createRemoteValue, useRemoteValue } from '@/lib/remote-value';

const liveChatConfig = createRemoteValue((signal) =>
  apiRequest(LIVE_CHAT_CONFIG_PATH, { schema: liveChatConfigSchema, signal }),
);

/** GET the live chat's configuration: the widget's script, or none when no chat service is configured. */
export function useLiveChatConfig() {
  return useRemoteValue(liveChatConfig);
}
